import { todayIsoDate } from '@clinic/contracts';
import { expect, test } from '../fixtures.ts';
import { uniqueTag } from '../support/unique-tag.ts';
import { createPatientViaApi } from '../support/seed.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

test('an administrator adds a service on Services and a doctor picks it in the procedure form', async ({
  page,
  request,
  signInAs,
  expectRefusal,
}) => {
  // The same name again is refused.
  expectRefusal(409, '/api/v1/services');
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const serviceName = `Hydrafacial ${tag.toUpperCase()}`;
  const admin = await signInAs('ADMIN');

  await page.goto(paths.proceduresDashboard.href());
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Service' });
  await dialog.getByLabel('Name').fill(serviceName);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Facial' }).click();
  await dialog.getByLabel('Duration (minutes)').fill('60');
  await dialog.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${serviceName}: Service added.` })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(serviceName) }).getByText('60 min')).toBeVisible();

  // The same name again, typed another way, is refused in words.
  await page.getByRole('button', { name: 'Add Service' }).click();
  await dialog.getByLabel('Name').fill(` hydrafacial ${tag} `);
  await dialog.getByLabel('Duration (minutes)').fill('30');
  await dialog.getByRole('button', { name: 'Save service' }).click();
  await expect(dialog.getByText(/A service with this name is already in the catalogue/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A doctor finds it by typing part of its name in any case, and picks it.
  const { id: patientId } = await createPatientViaApi(request, admin, { last_name: `Catalogo${tag}` });
  const doctor = await signInAs('DOCTOR');
  await page.goto(paths.newProcedure.href(patientId));
  const nameField = page.getByRole('combobox', { name: 'Procedure name' });
  await nameField.fill(`hydrafacial ${tag}`);
  await page.getByRole('option', { name: serviceName }).click();
  await expect(nameField).toHaveValue(serviceName);
  await page.getByLabel('Doctor name').fill('Dr. Santos');
  await page.getByLabel('Scheduled date').fill(`${todayIsoDate()}T10:00`);
  await page.getByRole('button', { name: 'Save Procedure' }).click();
  await expect(page).toHaveURL(paths.patient.href(patientId, 'procedures'));
  await expect(page.getByRole('link', { name: `View ${serviceName}` })).toBeVisible();

  const services = await (
    await request.get('/api/v1/services', { headers: { authorization: `Bearer ${doctor.token}` } })
  ).json();
  const service = services.items.find((item: { name: string }) => item.name === serviceName);
  const procedures = await (
    await request.get(`/api/v1/procedures/patient/${patientId}`, {
      headers: { authorization: `Bearer ${doctor.token}` },
    })
  ).json();
  expect(procedures).toEqual([expect.objectContaining({ name: serviceName, service_id: service.id })]);
});
