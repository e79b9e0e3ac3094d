import { PRACTITIONER_MESSAGES, credentialExpiryText, expiringCredentials, todayIsoDate } from '@clinic/contracts';
import { createUser, expect, test } from '../fixtures.ts';
import { accessibilityViolations } from '../support/accessibility.ts';
import { drawSignature } from '../support/signature.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

/** The clinic's date `days` from today, YYYY-MM-DD. */
const inDays = (days: number) => {
  const date = new Date(`${todayIsoDate()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

test('a doctor fills the PRC licence and PTR, draws a signature, saves, and finds them after a reload', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(90_000);
  await signInAs('DOCTOR', 'Maria Reyes');
  const prcValidUntil = inDays(20);
  const ptrYear = Number(inDays(60).slice(0, 4));

  await page.goto(paths.account.href());
  await page.getByRole('link', { name: 'My practitioner profile' }).click();
  await expect(page.getByRole('heading', { name: 'My practitioner profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Printed name')).toHaveValue('Dr. Maria Reyes');

  await page.getByLabel('Printed name').fill('Dr. Maria Reyes, FPDS');
  await page.getByLabel('Specialty').fill('Dermatology');
  await page.getByLabel('PRC licence number').fill('0123456');
  await page.getByLabel('PRC licence valid until').fill(prcValidUntil);
  await page.getByLabel('PTR number').fill('8123456');
  await page.getByLabel('PTR year').fill(String(ptrYear));
  await page.getByLabel('Letterhead line 1').fill('Suite 301, Medical Arts Building, Makati City');
  await expect(page.getByText('No signature on file.')).toBeVisible();
  await drawSignature(page, page.getByRole('img', { name: 'Signature pad' }));
  await expect(page.getByRole('img', { name: 'Signature to be printed' })).toBeVisible();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: PRACTITIONER_MESSAGES.saved })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'My practitioner profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Printed name')).toHaveValue('Dr. Maria Reyes, FPDS');
  await expect(page.getByLabel('Specialty')).toHaveValue('Dermatology');
  await expect(page.getByLabel('PRC licence number')).toHaveValue('0123456');
  await expect(page.getByLabel('PRC licence valid until')).toHaveValue(prcValidUntil);
  await expect(page.getByLabel('PTR number')).toHaveValue('8123456');
  await expect(page.getByLabel('PTR year')).toHaveValue(String(ptrYear));
  await expect(page.getByLabel('Letterhead line 1')).toHaveValue('Suite 301, Medical Arts Building, Makati City');
  const signature = page.getByRole('img', { name: 'Signature to be printed' });
  await expect(signature).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The licence runs out in 20 days: the doctor is told so in words, on every screen and on the Today list.
  const [warning] = expiringCredentials({ prc_valid_until: prcValidUntil, ptr_year: ptrYear }, todayIsoDate());
  await expect(page.getByText(credentialExpiryText(warning!))).toBeVisible();
  await page.goto(paths.schedule.href('today'));
  await expect(page.getByRole('region', { name: /^Today,/ }).getByText(credentialExpiryText(warning!))).toBeVisible();
});

test('an administrator opens a doctor’s practitioner profile from User Management and saves it', async ({
  page,
  signInAs,
  request,
}) => {
  test.setTimeout(90_000);
  const doctor = await createUser(request, 'DOCTOR', 'Jose Ramos');
  await signInAs('ADMIN');

  await page.goto(paths.userManagement.href());
  await page.getByRole('link', { name: `Practitioner profile of ${doctor.email}` }).click();
  await expect(page.getByRole('heading', { name: 'Practitioner profile', level: 1 })).toBeVisible();
  await page.getByLabel('PRC licence number').fill('12AB');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(PRACTITIONER_MESSAGES.prcNumberInvalid)).toBeVisible();
  await page.getByLabel('PRC licence number').fill('0654321');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: PRACTITIONER_MESSAGES.saved })).toBeVisible();
});
