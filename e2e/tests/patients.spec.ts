import { createUser, expect, test, useSession } from '../fixtures.ts';
import { downloadFromNewTab } from '../support/downloads.ts';
import { createPatientViaApi, createProcedureViaApi } from '../support/seed.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const file = (name: string, buffer: Buffer, mimeType: string) => ({ name, mimeType, buffer });

test('a doctor registers a patient, finds, edits and manages attachments, and sees the history', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(120_000);
  await signInAs('DOCTOR');
  const lastName = `Dela${Date.now().toString(36)}`;

  await page.goto(paths.newPatient.href());
  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByRole('combobox', { name: /^Sex/ }).selectOption('female');
  await page.getByLabel('Date of Birth').fill('1988-03-09');
  await expect(page.getByText(/^Age: \d+$/)).toBeVisible();
  await page.getByLabel('Civil Status').selectOption('single');
  await expect(page.getByLabel('Pregnancy Status')).toBeEnabled();
  await page.getByLabel('Primary Phone').fill('0917 555 0101');
  await page.getByLabel('Emergency Contact Name').fill('Rosa Cruz');
  await page.getByLabel('Relationship').fill('Mother');
  await page.getByLabel('Emergency Contact Phone').fill('09185550102');
  await page.getByRole('checkbox', { name: 'Asthma' }).check();
  await page.getByLabel('Medication 1').fill('Cetirizine 10 mg');
  await page.getByLabel('Chief Complaint').fill('Acne scars');
  await page.getByRole('combobox', { name: 'Referral Source' }).selectOption('Doctor');
  await page.getByLabel('Details').fill('Dr. Reyes');
  await page
    .getByLabel('Attachments')
    .setInputFiles([file('scan.png', PNG, 'image/png'), file('referral.pdf', PDF, 'application/pdf')]);
  await page.getByRole('button', { name: 'Create Patient' }).click();
  await expect(page).toHaveURL(/\/patients\/\d+\/$/);
  const patientId = /\/patients\/(\d+)\//.exec(page.url())![1];

  await page.goto(paths.patients.href());
  await expect(page.getByRole('heading', { name: 'Patients', level: 1 })).toBeVisible();
  await page.getByLabel('Last Name').fill(lastName.slice(0, 4));
  await page.getByLabel('Last Name').press('Enter');
  await page.getByRole('link', { name: `View Profile of Ana ${lastName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${patientId}$`));
  await expect(page.getByText(`Patient ID: ${patientId}`)).toBeVisible();
  // The header says it, and so does the history's first entry.
  await expect(page.getByText('Registration Type: Admin Created').first()).toBeVisible();

  for (const [tab, name] of [
    ['medical', 'Medical History & Lifestyle'],
    ['consultations', 'Consultations'],
    ['medications', 'Medications'],
    ['procedures', 'Procedures'],
    ['attachments', 'Attachments'],
    ['basic', 'Basic Information'],
  ] as const) {
    await page.getByRole('tab', { name }).click();
    await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
  }
  await expect(page.getByRole('tabpanel', { name: 'Basic Information' }).getByText('Rosa Cruz')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Emergency Contact Name').fill('Rosa Dela Cruz');
  await page.getByRole('tab', { name: 'Medications' }).click();
  await page.getByLabel('Medication 1').fill('Loratadine 10 mg');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Registration medications' })).toContainText('Loratadine 10 mg');
  await page.getByRole('tab', { name: 'Basic Information' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Basic Information' }).getByText('Rosa Dela Cruz')).toBeVisible();

  await page.getByRole('tab', { name: 'Attachments' }).click();
  await expect(page.getByRole('table', { name: 'Attachments' }).getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Upload attachments').setInputFiles([file('consent.pdf', PDF, 'application/pdf')]);
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByRole('table', { name: 'Attachments' }).getByRole('row')).toHaveCount(4);
  // Upload times in the clinic's zone, written as the history writes them.
  await expect(page.getByRole('cell', { name: /\d{1,2}:\d{2}\s?(AM|PM)$/ }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /UTC/ })).toHaveCount(0);

  const downloadStarted = downloadFromNewTab(page);
  await page.getByRole('button', { name: 'Download consent.pdf' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('consent.pdf');

  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete scan.png' }).click();
  await expect(
    page.getByText('This action cannot be undone. Are you sure you want to delete the attachment?'),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('table', { name: 'Attachments' }).getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('cell', { name: 'scan.png' })).toHaveCount(0);

  await expect(page.getByRole('list', { name: 'Changes' })).toContainText('Rosa Dela Cruz');
});

test('an admin archives a patient, may undo it at once, and a superadmin restores it', async ({
  page,
  request,
  signInAs,
}) => {
  const doctor = await createUser(request, 'DOCTOR');
  const patient = await createPatientViaApi(request, doctor);
  await signInAs('ADMIN');

  await page.goto(paths.patients.href());
  await page.getByLabel('Last Name').fill(patient.last_name);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Archive ${patient.name}` }).click();
  await expect(
    page.getByText(
      `Are you sure you want to archive ${patient.name}? This will save their complete profile to secure storage before removing from the active database.`,
    ),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${patient.name} was archived.` })).toBeVisible();
  await expect(page.getByText('No patients match your search')).toBeVisible();

  // Undo, while the notification shows, puts the patient back; then the archive is done for good.
  await page.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${patient.name} was restored.` })).toBeVisible();
  await expect(page.getByRole('link', { name: `View Profile of ${patient.name}` })).toBeVisible();
  await page.getByRole('button', { name: `Archive ${patient.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('No patients match your search')).toBeVisible();

  const superadmin = await createUser(request, 'SUPERADMIN');
  await page.evaluate((token) => window.localStorage.setItem('token', token), superadmin.token);
  await page.goto(paths.patients.href());
  await page.getByRole('link', { name: 'Archived Patients' }).click();
  await page.getByRole('button', { name: `Restore ${patient.first_name} ${patient.last_name}` }).click();
  await expect(page.getByText(`${patient.first_name} ${patient.last_name} was restored.`)).toBeVisible();

  await page.goto(paths.patients.href());
  await page.getByLabel('Last Name').fill(patient.last_name);
  await page.getByLabel('Last Name').press('Enter');
  await expect(page.getByRole('link', { name: `View Profile of ${patient.name}` })).toBeVisible();
});

test('a nurse views a profile without editing it', async ({ page, request, signInAs }) => {
  const patient = await createPatientViaApi(request, await createUser(request, 'DOCTOR'));
  await signInAs('NURSE');
  await page.goto(paths.patient.href(patient.id));
  await expect(page.getByRole('heading', { name: patient.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
});

test('staff register patients but neither archive nor download', async ({ page, request, signInAs }) => {
  const patient = await createPatientViaApi(
    request,
    await createUser(request, 'DOCTOR'),
    {},
    file('scan.png', PNG, 'image/png'),
  );
  await signInAs('STAFF');
  await page.goto(paths.patients.href());
  await expect(page.getByRole('heading', { name: 'Patients', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Patient' })).toHaveCount(0);
  await page.getByLabel('Last Name').fill(patient.last_name);
  await page.getByLabel('Last Name').press('Enter');
  await expect(page.getByRole('link', { name: `View Profile of ${patient.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Archive / })).toHaveCount(0);
  await page.getByRole('link', { name: `View Profile of ${patient.name}` }).click();
  await page.getByRole('tab', { name: 'Attachments' }).click();
  await expect(page.getByRole('button', { name: 'Download scan.png' })).toBeDisabled();

  await page.goto(paths.newPatient.href());
  await expect(page.getByRole('button', { name: 'Create Patient' })).toBeVisible();
});

test('a kiosk account cannot read patients', async ({ page, signInAs }) => {
  await signInAs('KIOSK');
  await page.goto(paths.patients.href());
  await expect(page).toHaveURL(/\/kiosk$/);
});

test('the patients list shows cards on a phone', async ({ page, request, signInAs }) => {
  const patient = await createPatientViaApi(request, await createUser(request, 'DOCTOR'));
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAs('ADMIN');
  await page.goto(paths.patients.href());
  await page.getByLabel('Last Name').fill(patient.last_name);
  await page.getByLabel('Last Name').press('Enter');
  await expect(page.getByRole('list', { name: 'Patients' }).getByRole('listitem')).toHaveCount(1);
});

test('Create Patient lists what is still missing, each entry leading to its field', async ({ page, signInAs }) => {
  await signInAs('DOCTOR');
  await page.goto(paths.newPatient.href());
  const create = page.getByRole('button', { name: 'Create Patient' });
  await expect(create).toBeDisabled();
  await expect(page.getByText('Still needed before the patient can be created:')).toBeVisible();
  await page.getByRole('button', { name: 'First name is required' }).click();
  await expect(page.getByLabel('First Name')).toBeFocused();
  await page.keyboard.type('Lorna');
  await expect(page.getByRole('button', { name: 'First name is required' })).toHaveCount(0);

  await page.getByLabel('Last Name').fill('Villanueva');
  await page.getByRole('combobox', { name: /^Sex/ }).selectOption('female');
  await page.getByLabel('Date of Birth').fill('1990-02-14');
  await page.getByLabel('Civil Status').selectOption('married');
  await expect(page.getByRole('button', { name: 'Either email or phone number is required' })).toBeVisible();
  await page.getByRole('button', { name: 'Either email or phone number is required' }).click();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
  await page.keyboard.type('lorna@example.ph');
  await expect(page.getByText('Still needed before the patient can be created:')).toHaveCount(0);
  await expect(create).toBeEnabled();
});

test('the profile and procedure screens show what a clinician must not miss before treating', async ({
  page,
  request,
}) => {
  const doctor = await createUser(request, 'DOCTOR');
  const { id } = await createPatientViaApi(request, doctor, {
    medical_history: { asthma: true, pacemaker_defibrillator: true, hepatitis_b_c: true, other: '' },
    allergies_specific: { latex: true, lidocaine: true, other: 'Shellfish' },
    female_specific: { pregnancy_status: 'nursing' },
  });
  await useSession(page, doctor);

  await page.goto(paths.patient.href(id));
  const alerts = page.getByRole('alert', { name: 'Clinical alerts' });
  const line = 'Allergies: Latex, Lidocaine, Shellfish · Nursing · Pacemaker/Defibrillator · Hepatitis B/C';
  await expect(alerts).toHaveText(line);

  await page.goto(paths.newProcedure.href(id));
  await expect(page.getByRole('heading', { name: 'New Procedure' })).toBeVisible();
  await expect(alerts).toHaveText(line);

  const procedure = await createProcedureViaApi(request, doctor, id, { name: 'Microneedling' });
  await page.goto(paths.procedure.href(procedure.id));
  await expect(page.getByRole('heading', { name: 'Microneedling' })).toBeVisible();
  await expect(alerts).toHaveText(line);
});
