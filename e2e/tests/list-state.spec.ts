import { todayIsoDate } from '@clinic/contracts';
import { expect, test } from '../fixtures.ts';
import { uniqueTag } from '../support/unique-tag.ts';
import { createPatientViaApi, createProcedureViaApi } from '../support/seed.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

test('the patients list keeps its search, sort and page through a profile, Back and reload', async ({
  page,
  request,
  signInAs,
}) => {
  const admin = await signInAs('ADMIN');
  const tag = uniqueTag(8);
  // Eleven matches: two pages of ten.
  for (const letter of 'abcdefghijk') {
    await createPatientViaApi(request, admin, {
      first_name: `Ana${letter}`,
      middle_name: '',
      last_name: `Reyes${tag}`,
    });
  }

  await page.goto(paths.patients.href());
  await page.getByLabel('Last Name').fill(`Reyes${tag}`);
  await page.getByLabel('Last Name').press('Enter');
  const table = page.getByRole('table', { name: 'Patients' });
  await table.getByRole('button', { name: 'Name' }).click();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const lastRow = table.getByRole('link', { name: `Anak Reyes${tag}`, exact: true });
  await expect(lastRow).toBeVisible();

  const expectRestored = async () => {
    await expect(page.getByLabel('Last Name')).toHaveValue(`Reyes${tag}`);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(lastRow).toBeVisible();
  };
  await lastRow.click();
  await expect(page.getByRole('heading', { name: `Anak Reyes${tag}` })).toBeVisible();
  await page.goBack();
  await expectRestored();
  await page.reload();
  await expectRestored();

  // The link alone, in a new tab, shows the same page.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(shared.getByLabel('Last Name')).toHaveValue(`Reyes${tag}`);
  await expect(shared.getByRole('link', { name: `Anak Reyes${tag}`, exact: true })).toBeVisible();
  await shared.close();
});

test('the procedures screens and transactions keep their filters through Back and reload', async ({
  page,
  request,
  signInAs,
}) => {
  const admin = await signInAs('ADMIN');
  const tag = uniqueTag(8);
  const { id: patientId } = await createPatientViaApi(request, admin, {
    first_name: 'Liza',
    middle_name: '',
    last_name: `Cruz${tag}`,
  });
  await createProcedureViaApi(request, admin, patientId, { name: 'Laser Toning', status: 'completed' });
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });

  // The dashboard's period and doctor.
  await page.goto(paths.proceduresDashboard.href());
  await page.getByLabel('Doctor').fill('Dr. Reyes');
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await navigation.getByRole('link', { name: 'Patients' }).click();
  await expect(page.getByRole('heading', { name: 'Patients', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Start Date')).toHaveValue(`${todayIsoDate().slice(0, 8)}01`);
  await expect(page.getByLabel('Doctor')).toHaveValue('Dr. Reyes');

  // One patient's procedures, filtered by status.
  await page.goto(paths.procedures.href(patientId));
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Completed', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Procedures' }).getByText('Laser Toning')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Completed');
  await expect(page.getByRole('heading', { name: `Procedures for Liza Cruz${tag}` })).toBeVisible();

  // Transactions by patient.
  await page.goto(paths.transactions.href());
  await page.getByLabel('Patient Name').fill(`Cruz${tag}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`patient_name=Cruz${tag}`));
  await navigation.getByRole('link', { name: 'Patients' }).click();
  await expect(page.getByRole('heading', { name: 'Patients', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Patient Name')).toHaveValue(`Cruz${tag}`);
  await page.reload();
  await expect(page.getByLabel('Patient Name')).toHaveValue(`Cruz${tag}`);
});
