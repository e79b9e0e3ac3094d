import type { Page } from '@playwright/test';
import { CONSENT_MESSAGES } from '@clinic/contracts';
import { test, expect, createUser } from '../fixtures.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

interface Visitor {
  firstName: string;
  lastName: string;
  phone: string;
  sex: 'male' | 'female';
}

async function register(page: Page, visitor: Visitor) {
  const form = page.getByRole('form', { name: 'Patient Registration' });
  await form.getByRole('textbox', { name: 'First Name' }).fill(visitor.firstName);
  await form.getByRole('textbox', { name: 'Last Name' }).fill(visitor.lastName);
  await form.getByLabel('Date of Birth').fill('1988-07-21');
  await form.getByRole('combobox', { name: 'Sex' }).selectOption(visitor.sex);
  await form.getByRole('combobox', { name: 'Civil Status' }).selectOption('single');
  await form.getByRole('textbox', { name: 'Primary Phone' }).fill(visitor.phone);
  await form.getByRole('checkbox', { name: 'Asthma' }).check();
  if (visitor.sex === 'female') await form.getByRole('combobox', { name: 'Pregnancy Status' }).selectOption('nursing');
  await form.getByRole('checkbox', { name: /data privacy notice/ }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you!');
}

test('the kiosk registers two patients in a row and forgets the first', async ({ page, request, signInAs }) => {
  const suffix = Date.now().toString(36).replace(/\d/g, 'x');
  const first = { firstName: `Kiosk${suffix}`, lastName: 'Villanueva', phone: '09171112222', sex: 'female' } as const;
  const second = { firstName: `Walkin${suffix}`, lastName: 'Bautista', phone: '09173334444', sex: 'male' } as const;
  await signInAs('KIOSK');
  // The page's clock, so the thank-you's few seconds pass without the test sitting through them.
  await page.clock.install();
  await page.goto(paths.home.href());
  await expect(page).toHaveURL(/\/kiosk$/);

  await register(page, first);
  await expect(page.getByText(first.firstName)).toHaveCount(0);
  // The screen clears itself for the next patient after a few seconds.
  const form = page.getByRole('form', { name: 'Patient Registration' });
  await expect(form).toBeHidden();
  await page.clock.fastForward('00:05');
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Primary Phone' })).toHaveValue('');
  await expect(form.getByRole('checkbox', { name: 'Asthma' })).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: /data privacy notice/ })).not.toBeChecked();
  await expect(page.getByText(first.lastName)).toHaveCount(0);

  await register(page, second);

  const admin = await createUser(request, 'ADMIN');
  const headers = { authorization: `Bearer ${admin.token}` };
  for (const visitor of [first, second]) {
    const found = await request.get('/api/v1/patients/', { headers, params: { first_name_search: visitor.firstName } });
    expect(found.ok()).toBeTruthy();
    const { items } = await found.json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ last_name: visitor.lastName, created_by_role: 'KIOSK' });
  }
});

test("the kiosk's Logout asks for the password and stays signed in without it", async ({
  page,
  signInAs,
  expectRefusal,
}) => {
  expectRefusal(400, '/api/v1/auth/verify-password');
  const kiosk = await signInAs('KIOSK');
  await page.goto(paths.home.href());
  await expect(page).toHaveURL(/\/kiosk$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Staff password required' });
  await dialog.getByLabel('Your password').fill('Not#thepassword1');
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(dialog.getByText(CONSENT_MESSAGES.wrongPassword)).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('form', { name: 'Patient Registration' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await dialog.getByLabel('Your password').fill(kiosk.password);
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
