import { devices, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { buildPatientInput } from '@clinic/contracts/testing';
import { expect, test, type PortalUser } from '../fixtures.ts';
import { uniqueTag } from '../support/unique-tag.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

/** Letters of its own for each test, so a last-name search finds exactly the patients it made. */

/** Three patients made one after another: Mendoza first, Abad last, so neither order is the other. */
async function seedPatients(request: APIRequestContext, user: PortalUser, tag: string) {
  const names = [
    ['Luz', `Mendoza${tag}`],
    ['Rosa', `Zamora${tag}`],
    ['Ana', `Abad${tag}`],
  ] as const;
  const ids: Record<string, number> = {};
  for (const [firstName, lastName] of names) {
    const input = buildPatientInput({ first_name: firstName, middle_name: '', last_name: lastName });
    const response = await request.post('/api/v1/patients/', {
      headers: { authorization: `Bearer ${user.token}` },
      multipart: { patient_in: JSON.stringify(input) },
    });
    expect(response.ok(), await response.text()).toBeTruthy();
    ids[firstName] = ((await response.json()) as { id: number }).id;
  }
  return {
    ids,
    luz: `Luz Mendoza${tag}`,
    rosa: `Rosa Zamora${tag}`,
    ana: `Ana Abad${tag}`,
  };
}

/** Searches as a person does once the list is there, and waits for the three patients it made. */
async function searchLastName(page: Page, tag: string) {
  await page.goto(paths.patients.href());
  await expect(page.getByRole('heading', { name: 'Patients', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Total Patients: \d+/)).toBeVisible();
  await page.getByLabel('Last Name').fill(tag);
  await page.getByLabel('Last Name').press('Enter');
  // The newest three are these patients with or without the search: the count tells them apart.
  await expect(page.getByText(/^Total Patients: 3 ·/)).toBeVisible();
}

/** The patients' name links in a list, top to bottom (not the "View Profile of …" links). */
const nameLinks = (list: Locator, tag: string) =>
  list.getByRole('link', { name: new RegExp(`^[A-Za-z]+ [A-Za-z]+${tag}$`) });

test('a wide list sorts by name and by date added, and the name opens the profile from the keyboard', async ({
  page,
  request,
  signInAs,
}) => {
  const tag = uniqueTag(8);
  const patients = await seedPatients(request, await signInAs('ADMIN'), tag);

  await searchLastName(page, tag);
  const table = page.getByRole('table', { name: 'Patients' });
  const names = nameLinks(table, tag);
  const nameHeader = table.getByRole('columnheader', { name: 'Name' });
  const dateHeader = table.getByRole('columnheader', { name: 'Date Added' });
  await expect(names).toHaveText([patients.ana, patients.rosa, patients.luz]);
  await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');

  await nameHeader.getByRole('button', { name: 'Name' }).click();
  await expect(names).toHaveText([patients.ana, patients.luz, patients.rosa]);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(dateHeader).not.toHaveAttribute('aria-sort');
  await nameHeader.getByRole('button', { name: 'Name' }).click();
  await expect(names).toHaveText([patients.rosa, patients.luz, patients.ana]);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

  await dateHeader.getByRole('button', { name: 'Date Added' }).click();
  await expect(names).toHaveText([patients.ana, patients.rosa, patients.luz]);
  await dateHeader.getByRole('button', { name: 'Date Added' }).click();
  await expect(names).toHaveText([patients.luz, patients.rosa, patients.ana]);
  await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');

  // The first tab stop after the headers is the first row's name.
  await expect(dateHeader.getByRole('button', { name: 'Date Added' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(names.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/patients/${patients.ids.Luz}$`));
  await expect(page.getByRole('heading', { name: patients.luz })).toBeVisible();
});

test.describe('on a phone', () => {
  const { viewport, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ viewport, isMobile, hasTouch });

  test('the cards sort with "Sort by" and each name is a link to the profile', async ({ page, request, signInAs }) => {
    const tag = uniqueTag(8);
    const patients = await seedPatients(request, await signInAs('STAFF'), tag);

    await searchLastName(page, tag);
    const cards = page.getByRole('list', { name: 'Patients' });
    const names = nameLinks(cards, tag);
    await expect(names).toHaveText([patients.ana, patients.rosa, patients.luz]);
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sortBy.locator('option:checked')).toHaveText('Date added, newest first');

    await sortBy.selectOption({ label: 'Last name, A to Z' });
    await expect(names).toHaveText([patients.ana, patients.luz, patients.rosa]);
    await sortBy.selectOption({ label: 'Date added, oldest first' });
    await expect(names).toHaveText([patients.luz, patients.rosa, patients.ana]);

    await names.filter({ hasText: patients.rosa }).click();
    await expect(page).toHaveURL(new RegExp(`/patients/${patients.ids.Rosa}$`));
    await expect(page.getByRole('heading', { name: patients.rosa })).toBeVisible();
  });
});
