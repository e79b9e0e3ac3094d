import { buildPatientInput, buildProcedureInput, buildTransactionInput } from '@clinic/contracts/testing';
import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, expect, test, useSession, type PortalUser } from '../fixtures.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

async function createPatient(request: APIRequestContext, user: PortalUser) {
  const input = buildPatientInput();
  const response = await request.post('/api/v1/patients/', {
    headers: { authorization: `Bearer ${user.token}` },
    multipart: { patient_in: JSON.stringify(input) },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const patient: { id: number } = await response.json();
  return { ...input, id: patient.id };
}

const attachmentRows = (page: Page) => page.getByRole('table', { name: 'Attachments' }).getByRole('row');
const discardQuestion = (page: Page) => page.getByRole('dialog', { name: 'Discard unsaved changes?' });

test('files chosen in edit mode are stored by Save Changes, which says how many', async ({ page, request }) => {
  const doctor = await createUser(request, 'DOCTOR');
  const patient = await createPatient(request, doctor);
  await useSession(page, doctor);

  await page.goto(paths.patient.href(patient.id, 'attachments'));
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Upload attachments').setInputFiles([png('scan.png'), pdf('referral.pdf')]);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Changes saved. 2 attachments stored.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(attachmentRows(page)).toHaveCount(3);
  await expect(attachmentRows(page).filter({ hasText: 'scan.png' })).toHaveCount(1);
  await expect(attachmentRows(page).filter({ hasText: 'referral.pdf' })).toHaveCount(1);
});

test('Upload Files keeps edit mode and the unsaved edits', async ({ page, request }) => {
  const doctor = await createUser(request, 'DOCTOR');
  const patient = await createPatient(request, doctor);
  await useSession(page, doctor);

  await page.goto(paths.patient.href(patient.id));
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Occupation').fill('Pharmacist');
  await page.getByRole('tab', { name: 'Attachments' }).click();
  await page.getByLabel('Upload attachments').setInputFiles([pdf('consent.pdf')]);
  await page.getByRole('button', { name: 'Upload Files' }).click();

  await expect(page.getByRole('alert').filter({ hasText: '1 attachment stored.' })).toBeVisible();
  await expect(attachmentRows(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await page.getByRole('tab', { name: 'Basic Information' }).click();
  await expect(page.getByLabel('Occupation')).toHaveValue('Pharmacist');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Basic Information' }).getByText('Pharmacist')).toBeVisible();
});

test('a chosen file can be removed before it is uploaded', async ({ page, request }) => {
  const doctor = await createUser(request, 'DOCTOR');
  const patient = await createPatient(request, doctor);
  await useSession(page, doctor);

  await page.goto(paths.patient.href(patient.id, 'attachments'));
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Upload attachments').setInputFiles([png('wrong.png'), pdf('right.pdf')]);
  const chosen = page.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await chosen.getByRole('button', { name: 'Remove wrong.png' }).click();
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  await expect(chosen).toContainText('right.pdf');

  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '1 attachment stored.' })).toBeVisible();
  await expect(attachmentRows(page).filter({ hasText: 'right.pdf' })).toHaveCount(1);
  await expect(attachmentRows(page).filter({ hasText: 'wrong.png' })).toHaveCount(0);
});

test('the new-patient form asks before its changes are discarded', async ({ page, signInAs }) => {
  await signInAs('DOCTOR');
  await page.goto(paths.patients.href());
  await page.getByRole('link', { name: 'Add New Patient' }).click();
  await expect(page.getByRole('heading', { name: 'New Patient', level: 1 })).toBeVisible();
  await page.getByLabel('First Name').click();
  await page.keyboard.type('Lorna');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Transactions' }).click();
  await expect(discardQuestion(page)).toBeVisible();
  await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(discardQuestion(page)).toBeHidden();
  await expect(page).toHaveURL(/\/patients\/new$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Lorna');

  await page.goBack();
  await expect(discardQuestion(page)).toBeVisible();
  await discardQuestion(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/patients$/);
  await expect(page.getByRole('heading', { name: 'Patients', level: 1 })).toBeVisible();
});

test('closing the tab with an unsaved profile edit asks the browser to confirm', async ({ page, request }) => {
  const doctor = await createUser(request, 'DOCTOR');
  const patient = await createPatient(request, doctor);
  await useSession(page, doctor);

  await page.goto(paths.patient.href(patient.id));
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Occupation').click();
  await page.keyboard.type(' and teacher');
  // Moving between the profile's tabs is not leaving it.
  await page.getByRole('tab', { name: 'Medications' }).click();
  await expect(page).toHaveURL(/tab=medications/);
  await expect(discardQuestion(page)).toHaveCount(0);

  const question = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await question;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('a saved profile leaves without being asked', async ({ page, request }) => {
  const doctor = await createUser(request, 'DOCTOR');
  const patient = await createPatient(request, doctor);
  await useSession(page, doctor);

  await page.goto(paths.patient.href(patient.id));
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Occupation').fill('Nurse educator');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Patients' }).click();
  await expect(discardQuestion(page)).toBeVisible();
  await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Patients' }).click();
  await expect(page.getByRole('heading', { name: 'Patients', level: 1 })).toBeVisible();
  await expect(discardQuestion(page)).toHaveCount(0);
});

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name });

test('the procedure forms ask before their changes are discarded', async ({ page, request }) => {
  const doctor = await createUser(request, 'DOCTOR');
  const patient = await createPatient(request, doctor);
  await useSession(page, doctor);

  await page.goto(paths.newProcedure.href(patient.id));
  await page.getByLabel('Procedure name').fill('Chemical Peel');
  await sidebarLink(page, 'Patients').click();
  await expect(discardQuestion(page)).toBeVisible();
  await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('Procedure name')).toHaveValue('Chemical Peel');

  await page.getByLabel('Doctor name').fill('Dr. Reyes');
  await page.getByLabel('Scheduled date').fill('2026-03-04T10:30');
  await page.getByRole('button', { name: 'Save Procedure' }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${patient.id}\\?tab=procedures$`));
  await expect(discardQuestion(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'View Chemical Peel' }).first().click();
  await page.getByRole('button', { name: 'Edit Procedure' }).click();
  await page.getByLabel('Details').fill('Second session');
  await page.goBack();
  await expect(discardQuestion(page)).toBeVisible();
  await discardQuestion(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${patient.id}\\?tab=procedures$`));
});

test('an inline payment edit and a user edit ask before their changes are discarded', async ({ page, request }) => {
  const admin = await createUser(request, 'ADMIN');
  const patient = await createPatient(request, admin);
  const procedure = await request.post('/api/v1/procedures/', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: buildProcedureInput(patient.id, { name: 'Botox' }),
  });
  expect(procedure.ok(), await procedure.text()).toBeTruthy();
  const payment = await request.post('/api/v1/procedure-transactions', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: buildTransactionInput((await procedure.json()).id, { amount: '800', payment_date: '2025-02-03' }),
  });
  expect(payment.ok(), await payment.text()).toBeTruthy();
  await useSession(page, admin);

  await page.goto(paths.transactions.href());
  const filters = page.getByRole('search', { name: 'Filter transactions' });
  await filters.getByLabel('Patient Name').fill(patient.last_name);
  await filters.getByRole('button', { name: 'Search' }).click();
  const row = page
    .getByRole('table', { name: 'Transactions' })
    .getByRole('row')
    .filter({ hasText: patient.last_name })
    .filter({ hasText: 'Botox' });
  await row.getByRole('button', { name: 'Edit' }).click();
  await row.getByLabel('Amount').fill('850');
  await sidebarLink(page, 'Patients').click();
  await expect(discardQuestion(page)).toBeVisible();
  await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(row.getByLabel('Amount')).toHaveValue('850');

  const other = await createUser(request, 'STAFF');
  await sidebarLink(page, 'User Management').click();
  await expect(discardQuestion(page)).toBeVisible();
  await discardQuestion(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${other.email}` }).click();
  await page
    .getByRole('dialog', { name: `Edit ${other.email}` })
    .getByRole('switch', { name: 'Active' })
    .uncheck();
  await page.goBack();
  await expect(discardQuestion(page)).toBeVisible();
  await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(
    page.getByRole('dialog', { name: `Edit ${other.email}` }).getByRole('switch', { name: 'Active' }),
  ).not.toBeChecked();
});
