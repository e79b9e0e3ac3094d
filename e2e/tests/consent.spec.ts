import type { Page } from '@playwright/test';
import { CONSENT_MESSAGES } from '@clinic/contracts';
import { expect, test } from '../fixtures.ts';
import { uniqueTag } from '../support/unique-tag.ts';
import { accessibilityViolations } from '../support/accessibility.ts';
import { drawSignature } from '../support/signature.ts';
import { createPatientViaApi, createProcedureViaApi } from '../support/seed.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

/** The patient's procedures list, its status dialog set to Ongoing and saved. */
async function startProcedure(page: Page, patientId: number, procedureName: string) {
  await page.goto(paths.procedures.href(patientId));
  await page.getByRole('button', { name: new RegExp(`^Edit ${procedureName}`) }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${procedureName}` });
  await dialog.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Ongoing', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

test('a consent template, a procedure refused until a drawn signature, the signed PDF, and revoking', async ({
  page,
  request,
  signInAs,
  expectRefusal,
}) => {
  // The start refused for a missing consent, and a wrong password on leaving the signing screen.
  expectRefusal(409, '/api/v1/procedures/');
  expectRefusal(400, '/api/v1/auth/verify-password');
  const admin = await signInAs('ADMIN');
  const tag = uniqueTag();
  const procedureName = `Thread Lift ${tag}`;
  const title = `Thread lift consent ${tag}`;

  await page.goto(paths.proceduresDashboard.href());
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Consent templates' })
    .click();
  await expect(page.getByRole('heading', { name: 'Consent templates', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New template' }).click();
  const templateDialog = page.getByRole('dialog', { name: 'New consent template' });
  await templateDialog.getByLabel('Title').fill(title);
  await templateDialog
    .getByLabel('Consent text')
    .fill('# Risks\n\nBruising and swelling may occur.\n\n- Avoid the sun for a week\n- Sleep on your back');
  await templateDialog.getByLabel('Procedures that require it').fill(procedureName);
  await templateDialog.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${title} saved as version 1.` })).toBeVisible();

  const patient = await createPatientViaApi(request, admin);
  const procedure = await createProcedureViaApi(request, admin, patient.id, { name: procedureName });

  const refused = await startProcedure(page, patient.id, procedureName);
  await expect(refused.getByText(CONSENT_MESSAGES.consentRequired)).toBeVisible();
  await refused.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(paths.procedure.href(procedure.id));
  const consents = page.getByRole('region', { name: 'Consents' });
  await expect(consents.getByText('Consent required', { exact: true })).toBeVisible();
  await consents.getByRole('link', { name: 'Sign consent' }).click();
  await expect(page).toHaveURL(paths.signConsent.href(procedure.id));
  await expect(page.getByRole('heading', { name: 'Risks' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Leaving before the patient signs takes a staff member's password.
  await page.getByRole('button', { name: 'Leave' }).click();
  const leave = page.getByRole('dialog', { name: 'Staff password required' });
  await leave.getByLabel('Your password').fill('not the password');
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(leave.getByText(CONSENT_MESSAGES.wrongPassword)).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();

  await page.getByRole('radio', { name: 'Clinical record only' }).check();
  await page.getByLabel("Patient's full name").fill(patient.name);
  await drawSignature(page, page.getByRole('img', { name: "Patient's signature" }));
  await page.getByRole('button', { name: 'Sign consent' }).click();
  // Signed, the tablet locks until a staff member takes it back with their password.
  await expect(page.getByRole('heading', { name: 'Please hand the tablet back' })).toBeVisible();
  await page.getByRole('button', { name: 'Staff: unlock' }).click();
  await leave.getByLabel('Your password').fill(admin.password);
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(paths.procedure.href(procedure.id));
  const signedLine = consents.getByText(`${title} (version 1), signed by ${patient.name}`);
  await expect(signedLine).toBeVisible();
  await expect(consents.getByText('Consent required', { exact: true })).toHaveCount(0);

  const link = page.waitForResponse((response) => /\/api\/v1\/consents\/\d+\/pdf$/.test(response.url()));
  const tab = page.waitForEvent('popup');
  await consents.getByRole('button', { name: 'Open signed PDF' }).click();
  const { url } = (await (await link).json()) as { url: string };
  expect(url).toMatch(/^\/api\/v1\/consent-files\//);
  await (await tab).close();
  const pdf = await request.get(url);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const started = await startProcedure(page, patient.id, procedureName);
  await expect(started).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: `${procedureName} is now Ongoing.` })).toBeVisible();

  await page.goto(paths.procedure.href(procedure.id));
  await consents.getByRole('button', { name: 'Revoke consent' }).click();
  const revokeDialog = page.getByRole('dialog', { name: `Revoke ${title}` });
  await revokeDialog.getByLabel('Reason').fill('Signed by the wrong patient');
  await revokeDialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(consents.getByText(/Revoked .*: Signed by the wrong patient/)).toBeVisible();
  await expect(signedLine).toHaveCSS('text-decoration-line', 'line-through');
  await expect(consents.getByText('Consent required', { exact: true })).toBeVisible();
  // Sign consent turns from outlined to filled, its colours changing over a quarter of a second.
  await expect(consents.getByRole('link', { name: 'Sign consent' })).toHaveCSS('color', 'rgb(255, 255, 255)');
  expect(await accessibilityViolations(page)).toEqual([]);
});
