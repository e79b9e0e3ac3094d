import { devices } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { accessibilityViolations } from '../support/accessibility.ts';
import { expectNoSidewaysScroll } from '../support/phone-width.ts';
import { linkFromSms } from '../support/outbox.ts';
import { createPatientViaApi, createProcedureViaApi } from '../support/seed.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

const { viewport: phoneViewport, isMobile, hasTouch } = devices['Pixel 7'];

test('the owner saves the clinic’s address and phone; the reminder and the answer page give them', async ({
  page,
  request,
  browser,
  signInAs,
}, testInfo) => {
  const owner = await signInAs('SUPERADMIN');
  await page.goto(paths.patients.href());
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Clinic settings' })
    .click();
  await expect(page.getByRole('heading', { name: 'Clinic settings', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(paths.clinicSettings.href());

  // The name is left as other browser tests expect it; address and phone are this test's own.
  const phone = `(02) 8${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  await expect(page.getByLabel('Clinic name')).not.toHaveValue('');
  await page.getByLabel('Address', { exact: true }).fill('12 Rizal Avenue\nPoblacion, Makati City');
  await page.getByLabel('Phone').fill(phone);
  // What every invoice prints; a TIN without its branch code is refused in words first.
  await page.getByLabel('Registered name').fill('Sunrise Aesthetic Clinic Corporation');
  await page.getByLabel('TIN', { exact: true }).fill('123-456-789');
  await page.getByRole('button', { name: 'Save clinic settings' }).click();
  await expect(
    page.getByText('Enter the TIN as 000-000-000-00000 (the last five digits are the branch code)'),
  ).toBeVisible();
  await page.getByLabel('TIN', { exact: true }).fill('123-456-789-00000');
  await page.getByLabel('Invoice footer lines').fill('Acknowledgement No. 0123-ABCD-4567\nThank you');
  await page.getByRole('button', { name: 'Save clinic settings' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Clinic settings saved' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('clinic-settings-desk.png'), fullPage: true });

  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue(phone);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('12 Rizal Avenue\nPoblacion, Makati City');
  await expect(page.getByLabel('TIN', { exact: true })).toHaveValue('123-456-789-00000');
  await expect(page.getByLabel('VAT status')).toHaveText('VAT-registered');
  await expect(page.getByLabel('Invoice footer lines')).toHaveValue('Acknowledgement No. 0123-ABCD-4567\nThank you');

  // A phone that is not one is refused in words on its field, before anything is sent.
  await page.getByLabel('Phone').fill('call us');
  await page.getByRole('button', { name: 'Save clinic settings' }).click();
  await expect(page.getByText('Enter a phone number: digits, spaces, +, ( ) or -')).toBeVisible();

  // A reminder sent now names the address and phone; the patient's page offers the phone before cancelling.
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  const patient = await createPatientViaApi(request, owner, {
    phone_primary: `0918 ${digits.slice(0, 3)} ${digits.slice(3)}`,
  });
  const appointment = await createProcedureViaApi(request, owner, patient.id, {
    start_datetime: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  const sent = await request.post(`/api/v1/procedures/${appointment.id}/reminders`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const link = await linkFromSms(`+63918${digits}`);
  const patientPage = await (await browser.newContext()).newPage();
  await patientPage.goto(new URL(link).pathname);
  await expect(patientPage.getByText('Poblacion, Makati City')).toBeVisible();
  await patientPage.getByRole('button', { name: 'Cancel appointment' }).click();
  const question = patientPage.getByRole('region', { name: 'Cancel this appointment?' });
  await expect(question).toContainText(`To choose another time instead, call the clinic at ${phone}.`);
  await expect(question.getByRole('link', { name: phone })).toHaveAttribute('href', /^tel:\d+$/);
  await patientPage.context().close();
});

test.describe('on a phone', () => {
  test.use({ viewport: phoneViewport, isMobile, hasTouch });

  test('the clinic settings fit the screen without sideways scrolling', async ({ page, signInAs }, testInfo) => {
    await signInAs('SUPERADMIN');
    await page.goto(paths.clinicSettings.href());
    await expect(page.getByRole('heading', { name: 'Clinic settings', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Clinic name')).not.toHaveValue('');
    await expectNoSidewaysScroll(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('clinic-settings-phone.png'), fullPage: true });
  });
});
