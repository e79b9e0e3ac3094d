import { randomBytes } from 'node:crypto';
import { buildPatientInput } from '@clinic/contracts/testing';
import { expect, test } from '../fixtures.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

test('Ctrl+K finds a patient by full name with a typo; arrow down and Enter open the profile', async ({
  page,
  request,
  signInAs,
}) => {
  const doctor = await signInAs('DOCTOR');
  // A first name of its own, so the search has one right answer whatever else the run created.
  const firstName = `Liza${Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
  const input = buildPatientInput({ first_name: firstName, middle_name: 'Reyes', last_name: 'Dimaculangan' });
  const created = await request.post('/api/v1/patients/', {
    headers: { authorization: `Bearer ${doctor.token}` },
    multipart: { patient_in: JSON.stringify(input) },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const patient: { id: number } = await created.json();

  await page.goto(paths.proceduresDashboard.href());
  await expect(page.getByRole('heading', { name: 'Procedures Dashboard' })).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Find a patient' });
  await expect(search).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  await page.keyboard.type(`Dimaculangn ${firstName}`);
  const option = page.getByRole('option');
  await expect(option).toHaveCount(1);
  await expect(option).toContainText(`${firstName} Reyes Dimaculangan`);
  await expect(option).toContainText(`ID ${patient.id}`);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/patients/${patient.id}$`));
  await expect(page.getByRole('heading', { name: `${firstName} Reyes Dimaculangan` })).toBeVisible();
});

test('the quick search box is keyboard-reachable with / and says when nothing matches', async ({ page, signInAs }) => {
  await signInAs('STAFF');
  await page.goto(paths.patients.href());
  await expect(page.getByRole('heading', { name: 'Patients', level: 1 })).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Find a patient' });
  await expect(search).toBeVisible();
  await page.locator('body').press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('Zzyzx Qwertyuiop');
  await expect(page.getByText('No patients found')).toBeVisible();
});
