import { CONSENT_MESSAGES, PROCEDURE_MESSAGES } from '@clinic/contracts';
import { expect, test } from '../fixtures.ts';
import { createPatientViaApi, createProcedureViaApi } from '../support/seed.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('a start refused for a missing consent is said at Save, with focus on it', async ({
  page,
  request,
  signInAs,
  expectRefusal,
}) => {
  expectRefusal(409, '/api/v1/procedures/');
  const admin = await signInAs('ADMIN');
  const procedureName = `Thread Lift ${Date.now()}`;
  const template = await request.post('/api/v1/consent-templates', {
    headers: bearer(admin.token),
    data: { title: `Consent for ${procedureName}`, body: 'Bruising may occur.', procedure_names: [procedureName] },
  });
  expect(template.ok(), await template.text()).toBeTruthy();
  const patient = await createPatientViaApi(request, admin);
  const procedure = await createProcedureViaApi(request, admin, patient.id, { name: procedureName });

  await page.goto(paths.procedure.href(procedure.id));
  await page.getByRole('button', { name: 'Edit Procedure' }).click();
  const form = page.getByRole('form', { name: 'Procedure' });
  await form.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Ongoing', exact: true }).click();
  await form.getByRole('button', { name: 'Save Changes' }).click();

  const refusal = form.getByRole('alert');
  await expect(refusal).toHaveText(PROCEDURE_MESSAGES.saveError(CONSENT_MESSAGES.consentRequired));
  await expect(refusal).toBeFocused();
});

test('a session ended in another tab asks to sign in again over the form, then saves the edit', async ({
  page,
  request,
  signInAs,
  expectRefusal,
}) => {
  expectRefusal(401, '/api/v1/procedures/');
  const doctor = await signInAs('DOCTOR');
  const patient = await createPatientViaApi(request, doctor);
  const procedure = await createProcedureViaApi(request, doctor, patient.id);

  await page.goto(paths.procedure.href(procedure.id));
  await page.getByRole('button', { name: 'Edit Procedure' }).click();
  const form = page.getByRole('form', { name: 'Procedure' });
  await form.getByLabel('Details').fill('Left cheek, two units');

  // Signing out elsewhere ends the very session this tab uses.
  const signedOut = await request.post('/api/v1/auth/logout', { headers: bearer(doctor.token) });
  expect(signedOut.ok(), await signedOut.text()).toBeTruthy();

  await form.getByRole('button', { name: 'Save Changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toContainText(doctor.email);
  await dialog.getByLabel('Password').fill(doctor.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByText('Procedure saved.')).toBeVisible();
  await expect(page.getByText('Left cheek, two units')).toBeVisible();
});
