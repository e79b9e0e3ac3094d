import { CONSENT_MESSAGES } from '@clinic/contracts';
import { createUser, expect, test } from '../fixtures.ts';
import { accessibilityViolations } from '../support/accessibility.ts';
import { createPatientViaApi, createProcedureViaApi } from '../support/seed.ts';
import { uniqueTag } from '../support/unique-tag.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

test('a doctor writes a note on the procedure’s template, signs it with the password and amends it', async ({
  page,
  request,
  signInAs,
  expectRefusal,
}) => {
  expectRefusal(400, '/api/v1/notes/');
  const doctor = await signInAs('DOCTOR', 'Maria Reyes');
  const tag = uniqueTag();
  const procedureName = `Botox ${tag} - forehead`;
  const admin = await createUser(request, 'ADMIN');
  const template = await request.post('/api/v1/note-templates', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      name: `Botox ${tag}`,
      sections: ['Areas treated', 'Technique', 'Aftercare given'],
      procedure_names: [`Botox ${tag}`],
    },
  });
  expect(template.ok(), await template.text()).toBeTruthy();
  const patient = await createPatientViaApi(request, doctor);
  const procedure = await createProcedureViaApi(request, doctor, patient.id, { name: procedureName });

  await page.goto(paths.procedure.href(procedure.id));
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('button', { name: 'New note' }).click();
  const newNote = page.getByRole('dialog', { name: 'New note' });
  await expect(newNote.getByText(`From the Botox ${tag} template.`)).toBeVisible();
  await newNote.getByLabel('Areas treated').fill('Forehead, glabella');
  await newNote.getByLabel('Technique').fill('30 gauge, 5 points');
  await newNote.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Note saved as a draft.' })).toBeVisible();

  await notes.getByRole('button', { name: 'Sign' }).click();
  const signDialog = page.getByRole('dialog', { name: 'Sign note' });
  await signDialog.getByLabel('Your password').fill('not my password');
  await signDialog.getByRole('button', { name: 'Sign' }).click();
  await expect(signDialog.getByText(CONSENT_MESSAGES.wrongPassword)).toBeVisible();
  await signDialog.getByLabel('Your password').fill(doctor.password);
  await signDialog.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Note signed.' })).toBeVisible();
  await expect(notes.getByText(/Signed by Maria Reyes on/)).toBeVisible();

  await notes.getByRole('button', { name: 'Amend' }).click();
  const amendDialog = page.getByRole('dialog', { name: 'Amend note' });
  await amendDialog.getByLabel('Reason').fill('Glabella was not treated');
  await amendDialog.getByLabel('Areas treated').fill('Forehead only');
  await amendDialog.getByLabel('Your password').fill(doctor.password);
  await amendDialog.getByRole('button', { name: 'Sign amendment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Amendment signed.' })).toBeVisible();
  await expect(notes.getByRole('heading', { name: /Amendment by Maria Reyes on/ })).toBeVisible();
  await expect(notes.getByText('Forehead, glabella')).toBeVisible();
  await expect(notes.getByText('Forehead only')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await notes.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a doctor signs a patient’s initial consultation, which then shows signed and is corrected by an amendment', async ({
  page,
  signInAs,
  request,
}) => {
  const doctor = await signInAs('DOCTOR', 'Maria Reyes');
  const complaint = `Acne scars ${uniqueTag()}`;
  const patient = await createPatientViaApi(request, doctor, {
    consultation: { chief_complaint: complaint, assessment: 'Atrophic scarring' },
  });

  await page.goto(paths.patient.href(patient.id, 'consultations'));
  await page.getByRole('button', { name: 'Sign initial consultation' }).click();
  const signDialog = page.getByRole('dialog', { name: 'Sign initial consultation' });
  await signDialog.getByLabel('Your password').fill(doctor.password);
  await signDialog.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Initial consultation signed.' })).toBeVisible();
  await expect(page.getByText(/Signed by Maria Reyes on/)).toBeVisible();

  await page.getByRole('button', { name: 'Amend initial consultation' }).click();
  const amendDialog = page.getByRole('dialog', { name: 'Amend initial consultation' });
  await amendDialog.getByLabel('Reason').fill('Redness not recorded');
  await amendDialog.getByLabel('Assessment').fill('Atrophic scarring with erythema');
  await amendDialog.getByLabel('Your password').fill(doctor.password);
  await amendDialog.getByRole('button', { name: 'Sign amendment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Amendment signed.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Amendment by Maria Reyes on/ })).toBeVisible();
  await expect(page.getByText('Reason: Redness not recorded')).toBeVisible();
  await expect(page.getByText(complaint)).toBeVisible();

  // Editing the profile keeps the signed consultation out of the form's fields.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(
    page.getByText('The initial consultation is signed: corrections are added as amendments.'),
  ).toBeVisible();
  await expect(page.getByLabel('Chief Complaint')).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
});
