import { devices, type APIRequestContext, type Page } from '@playwright/test';
import type { PatientAccessResponse } from '@clinic/contracts';
import { createUser, expect, test, type PortalUser } from '../fixtures.ts';
import { accessibilityViolations } from '../support/accessibility.ts';
import { createPatientViaApi, createProcedureViaApi } from '../support/seed.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

const bearer = (user: PortalUser) => ({ authorization: `Bearer ${user.token}` });

async function seedPatient(request: APIRequestContext, doctor: PortalUser) {
  const { id } = await createPatientViaApi(request, doctor, { occupation: 'Teacher' });
  await createProcedureViaApi(request, doctor, id, {
    name: 'Chemical Peel',
    transaction: { amount: '1500', payment_mode: 'cash', payment_status: 'paid', payment_date: '2026-03-01' },
  });
  return id;
}

const history = (page: Page) => page.getByRole('region', { name: 'History' });

test('the history shows each edit as before → after under Changes and who opened the record under Access', async ({
  page,
  request,
  signInAs,
}) => {
  const doctor = await createUser(request, 'DOCTOR', 'Dr. Jose Rizal');
  const patientId = await seedPatient(request, doctor);
  const staff = await signInAs('STAFF', 'Rosa Dela Cruz');

  await page.goto(paths.patient.href(patientId));
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Occupation').fill('Nurse');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  const changes = history(page).getByRole('list', { name: 'Changes' });
  await expect(changes.getByRole('listitem').first()).toContainText('Edited the patient record');
  await expect(changes.getByRole('listitem').first()).toContainText('Rosa Dela Cruz (STAFF)');
  await expect(changes.getByRole('listitem').first()).toContainText('Occupation: Teacher → Nurse');
  await expect(changes).toContainText('Recorded a payment for Chemical Peel');
  await expect(changes).toContainText('Amount: ₱1,500.00');
  await expect(changes).toContainText('Added procedure Chemical Peel');
  await expect(changes).not.toContainText(/viewed/i);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await history(page).getByRole('tab', { name: 'Access' }).click();
  const access = history(page).getByRole('table', { name: 'Access' });
  const served = await request.get(`/api/v1/patients/${patientId}/history/access`, { headers: bearer(staff) });
  const { items } = (await served.json()) as PatientAccessResponse;
  const staffViews = items.find((item) => item.user_id === staff.id)!.views;
  expect(staffViews).toBeGreaterThanOrEqual(2);
  const staffRow = access.getByRole('row').filter({ hasText: 'Rosa Dela Cruz' });
  await expect(staffRow).toHaveCount(1);
  await expect(staffRow).toContainText(`${staffViews} views`);
  await expect(staffRow).toContainText('STAFF');
});

for (const [name, use] of [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', { viewport: devices['Pixel 7'].viewport, isMobile: true, hasTouch: true }],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use(use);

    test('both history tabs have no accessibility violations', async ({ page, request, signInAs }) => {
      const doctor = await createUser(request, 'DOCTOR');
      const patientId = await seedPatient(request, doctor);
      await signInAs('ADMIN');
      await page.goto(paths.patient.href(patientId));
      await expect(history(page).getByRole('list', { name: 'Changes' })).toContainText('Added procedure');
      expect(await accessibilityViolations(page), 'Changes').toEqual([]);
      await history(page).getByRole('tab', { name: 'Access' }).click();
      await expect(history(page).getByText('1 view').first()).toBeVisible();
      expect(await accessibilityViolations(page), 'Access').toEqual([]);
    });
  });
}
