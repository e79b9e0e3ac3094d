import type { Browser } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { linkFromSms } from '../support/outbox.ts';
import { createPatientViaApi, createProcedureViaApi } from '../support/seed.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

/** A mobile number no other test uses, as a patient writes it and as the SMS goes to it. */
function uniqueMobile() {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  return { written: `0917 ${digits.slice(0, 3)} ${digits.slice(3)}`, international: `+63917${digits}` };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The patient's own browser: nobody signed in. */
async function patientBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return {
    page,
    async open(link: string) {
      await page.goto(new URL(link).pathname);
      await expect(page.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
    },
    close: () => context.close(),
  };
}

test('staff send a reminder now; the patient confirms one appointment and cancels another by its link', async ({
  page,
  request,
  browser,
  signInAs,
}) => {
  const doctor = await signInAs('DOCTOR');
  const mobile = uniqueMobile();
  const patient = await createPatientViaApi(request, doctor, { phone_primary: mobile.written });
  const first = await createProcedureViaApi(request, doctor, patient.id, { start_datetime: inDays(5) });
  const second = await createProcedureViaApi(request, doctor, patient.id, { start_datetime: inDays(6) });

  await page.goto(paths.procedure.href(first.id));
  const reminders = page.getByRole('region', { name: 'Reminders' });
  await expect(reminders.getByRole('table', { name: 'Reminder log' })).toContainText('24h before');
  await reminders.getByRole('button', { name: 'Send reminder now' }).click();
  const sentByStaff = reminders.getByRole('row').filter({ hasText: 'Sent by staff' });
  await expect(sentByStaff).toContainText('SMS, E-mail');
  await expect(sentByStaff.getByText('Sent', { exact: true })).toBeVisible();

  const patientSide = await patientBrowser(browser);
  await patientSide.open(await linkFromSms(mobile.international));
  await expect(patientSide.page.getByText('Clinic Portal')).toBeVisible();
  await patientSide.page.getByRole('button', { name: 'Confirm' }).click();
  await expect(patientSide.page.getByText('Your appointment is confirmed.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Patient replies' })).toContainText('Confirmed');

  await page.goto(paths.procedure.href(second.id));
  await page.getByRole('button', { name: 'Send reminder now' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Sent by staff' })).toContainText('SMS, E-mail');
  await patientSide.open(await linkFromSms(mobile.international));
  await patientSide.page.getByRole('button', { name: 'Cancel appointment' }).click();
  // The page asks first, and offers the clinic's phone to move the appointment instead.
  await expect(patientSide.page.getByRole('heading', { name: 'Cancel this appointment?' })).toBeFocused();
  await patientSide.page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(patientSide.page.getByText('Your appointment is cancelled.')).toBeVisible();
  await expect(patientSide.page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await patientSide.close();
  await page.reload();
  await expect(page.getByText('Cancelled').first()).toBeVisible();
});
