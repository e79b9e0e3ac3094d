import { createUser, expect, test } from '../fixtures.ts';
import { createPatientViaApi, createProcedureViaApi } from '../support/seed.ts';
import { uniqueTag } from '../support/unique-tag.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

test('a procedure’s chart checklist says what is missing, and the note item turns done once a note is signed', async ({
  page,
  request,
  signInAs,
}) => {
  const doctor = await signInAs('DOCTOR', 'Liza Soriano');
  const patient = await createPatientViaApi(request, doctor);
  const procedure = await createProcedureViaApi(request, doctor, patient.id, {
    name: `Chart peel ${uniqueTag()}`,
    status: 'ongoing',
  });

  await page.goto(paths.procedure.href(procedure.id));
  const checklist = page.getByRole('region', { name: 'Chart checklist' });
  await expect(checklist.getByText('Missing: Signed note, Payment settled')).toBeVisible();
  await expect(checklist.getByText('Signed note: missing')).toBeVisible();
  await expect(checklist.getByText('No note yet')).toBeVisible();
  await expect(checklist.getByText('Consent signed: done')).toBeVisible();

  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('button', { name: 'New note' }).click();
  const newNote = page.getByRole('dialog', { name: 'New note' });
  await newNote.getByLabel('Plan').fill('Sunscreen daily, review in two weeks');
  await newNote.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Note saved as a draft.' })).toBeVisible();
  await expect(checklist.getByText('A note is written but not signed')).toBeVisible();

  await notes.getByRole('button', { name: 'Sign' }).click();
  const signDialog = page.getByRole('dialog', { name: 'Sign note' });
  await signDialog.getByLabel('Your password').fill(doctor.password);
  await signDialog.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Note signed.' })).toBeVisible();
  await expect(checklist.getByText('Signed note: done')).toBeVisible();
  await expect(checklist.getByText('Missing: Payment settled')).toBeVisible();
});

test('an administrator’s incomplete-charts report lists the procedure under its doctor and links to it', async ({
  page,
  request,
  signInAs,
}) => {
  const tag = uniqueTag();
  const seeder = await createUser(request, 'ADMIN');
  const patient = await createPatientViaApi(request, seeder);
  const procedure = await createProcedureViaApi(request, seeder, patient.id, {
    name: `Report laser ${tag}`,
    doctor_name: `Dr. Report ${tag}`,
    status: 'completed',
    start_datetime: '2026-02-10T10:00',
  });
  await signInAs('ADMIN');

  await page.goto(paths.incompleteCharts.href({ from: '2026-02-01', to: '2026-02-28' }));
  const doctorsCharts = page.getByRole('region', { name: `Dr. Report ${tag}` });
  await expect(doctorsCharts.getByRole('heading', { name: `Dr. Report ${tag} — 1 incomplete` })).toBeVisible();
  await expect(doctorsCharts.getByText(/Signed note \(No note yet\), Payment settled \(Not paid yet\)/)).toBeVisible();
  await doctorsCharts.getByRole('link', { name: `Report laser ${tag}` }).click();
  await expect(page).toHaveURL(paths.procedure.href(procedure.id));
  await expect(page.getByRole('region', { name: 'Chart checklist' })).toBeVisible();
});
