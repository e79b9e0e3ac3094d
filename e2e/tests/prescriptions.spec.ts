import { PRESCRIPTION_MESSAGES, patientInitials } from '@clinic/contracts';
import { expect, test } from '../fixtures.ts';
import { accessibilityViolations } from '../support/accessibility.ts';
import { createPatientViaApi, createProcedureViaApi } from '../support/seed.ts';
import { uniqueTag } from '../support/unique-tag.ts';
import { paths } from '../../packages/web/src/config/paths.ts';
import { textOf } from '../../packages/server/src/testing/pdf-text.ts';

test('a doctor writes a prescription with a dangerous drug, opens its PDF, and its QR address opens the verify page', async ({
  page,
  request,
  browser,
  signInAs,
}) => {
  const tag = uniqueTag();
  const doctor = await signInAs('DOCTOR', `Maria Reyes ${tag}`);
  const profile = await request.put(`/api/v1/practitioners/${doctor.id}`, {
    headers: { authorization: `Bearer ${doctor.token}` },
    data: {
      printed_name: `Dr. Maria Reyes ${tag}`,
      prc_number: '0123456',
      prc_valid_until: '2099-12-31',
      ptr_number: 'PTR-7788',
      ptr_year: 2099,
      s2_number: 'S2-55123',
    },
  });
  expect(profile.ok(), await profile.text()).toBeTruthy();
  const patient = await createPatientViaApi(request, doctor, {
    first_name: `Juana${tag}`,
    last_name: `Dela Cruz${tag}`,
  });
  const procedure = await createProcedureViaApi(request, doctor, patient.id, { name: `Peel ${tag}` });

  await page.goto(paths.procedure.href(procedure.id));
  const prescriptions = page.getByRole('region', { name: 'Prescriptions' });
  await prescriptions.getByRole('button', { name: 'New prescription' }).click();
  const dialog = page.getByRole('dialog', { name: 'New prescription' });
  const first = dialog.getByRole('group', { name: 'Item 1' });
  await first.getByLabel('Generic name').fill(`Tranexamic acid ${tag}`);
  await first.getByLabel('Brand').fill('Hemostan');
  await first.getByLabel('Strength').fill('500 mg');
  await first.getByLabel('Dosage form').fill('capsule');
  await first.getByLabel('Quantity').fill('30');
  await first.getByLabel('Directions (sig)').fill('One capsule twice a day after meals');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  const second = dialog.getByRole('group', { name: 'Item 2' });
  await second.getByLabel('Generic name').fill(`Diazepam ${tag}`);
  await second.getByLabel('Strength').fill('5 mg');
  await second.getByLabel('Dosage form').fill('tablet');
  await second.getByLabel('Quantity').fill('14');
  await second.getByLabel('Directions (sig)').fill('One tablet at bedtime');
  await second.getByLabel('Dangerous drug (needs your S2 licence)').check();
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: PRESCRIPTION_MESSAGES.created })).toBeVisible();
  await expect(prescriptions.getByText(`Diazepam ${tag} 5 mg tablet, #14 (dangerous drug)`)).toBeVisible();

  await prescriptions.getByRole('button', { name: /^Sign prescription/ }).click();
  const sign = page.getByRole('dialog', { name: 'Sign prescription' });
  await sign.getByLabel('Your password').fill(doctor.password);
  await sign.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('alert').filter({ hasText: PRESCRIPTION_MESSAGES.signed })).toBeVisible();
  await expect(prescriptions.getByText('Signed', { exact: true })).toBeVisible();

  const link = page.waitForResponse((response) =>
    /\/api\/v1\/prescriptions\/\d+\/pdf\?layout=a5$/.test(response.url()),
  );
  const tab = page.waitForEvent('popup');
  await prescriptions.getByRole('button', { name: /^Open PDF \(A5\)/ }).click();
  const { url } = (await (await link).json()) as { url: string };
  await (await tab).close();
  const pdf = await request.get(url);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const lines = textOf(await pdf.body());
  expect(lines).toEqual(
    expect.arrayContaining([
      `Dr. Maria Reyes ${tag}`,
      `Patient: ${patient.name}`,
      'Rx',
      `2. Diazepam ${tag} 5 mg tablet - dangerous drug`,
      'Quantity: Fourteen (14)',
      'S2 Lic. No. S2-55123',
    ]),
  );
  // The address the QR code holds is printed under it, as a phone's camera would read it.
  const verifyUrl = lines.find((line) => line.includes('/verify/'));
  expect(verifyUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/verify\/[2-9A-Z]{16}$/);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const camera = await phone.newPage();
  await camera.goto(verifyUrl!);
  const initials = patientInitials(`Juana${tag}`, `Dela Cruz${tag}`);
  const verdict = camera.getByRole('alert');
  await expect(verdict).toContainText(/^Issued by .+ on \w+ \d{1,2}, \d{4} by /);
  await expect(verdict).toContainText(`by Dr. Maria Reyes ${tag} for ${initials}`);
  await expect(camera.getByText(patient.name)).toHaveCount(0);
  await expect(camera.getByText(/Diazepam/)).toHaveCount(0);
  expect(await accessibilityViolations(camera)).toEqual([]);
  await phone.close();
});
