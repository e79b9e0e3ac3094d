import type { Browser, Page } from '@playwright/test';
import { STRONG_PASSWORD, uniqueEmail } from '@clinic/contracts/testing';
import { USER_MESSAGES } from '@clinic/contracts';
import { test, expect, createUser } from '../fixtures.ts';
import { linkFromMail } from '../support/outbox.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

const userRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

/** A second browser for the other person, with a console-error check like the fixture's page. */
async function visitorPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

test('an invited nurse follows the mailed link, sets a password and signs in', async ({ page, browser, signInAs }) => {
  await signInAs('ADMIN');
  const email = uniqueEmail('invited-nurse');
  await page.goto(paths.userManagement.href());
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'NURSE' }).click();
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText(USER_MESSAGES.invited(email))).toBeVisible();
  await expect(userRow(page, email)).toContainText('Invited');

  const link = new URL(await linkFromMail(email));
  const nurse = await visitorPage(browser);
  // The page's clock, so the redirect's three seconds pass without the test sitting through them.
  await nurse.page.clock.install();
  await nurse.page.goto(link.pathname + link.search);
  await expect(nurse.page.getByRole('heading', { name: 'Set your password', level: 1 })).toBeVisible();
  await expect(nurse.page.getByText('Reset Password')).toHaveCount(0);
  await nurse.page.getByLabel('New Password', { exact: true }).fill('Nurse1Password');
  await nurse.page.getByLabel('Confirm New Password', { exact: true }).fill('Nurse1Password');
  await nurse.page.getByRole('button', { name: 'Set Password' }).click();
  await expect(nurse.page.getByRole('status')).toContainText('Your account is ready.');
  await expect(nurse.page.getByText(/reset/i)).toHaveCount(0);
  await nurse.page.clock.fastForward('00:03');
  await expect(nurse.page).toHaveURL(/\/login$/);
  await nurse.page.getByLabel('Email address').fill(email);
  await nurse.page.getByLabel('Password', { exact: true }).fill('Nurse1Password');
  await nurse.page.getByRole('button', { name: 'Sign in' }).click();
  await expect(nurse.page).toHaveURL(/\/procedures\/dashboard$/);
  expect(nurse.errors).toEqual([]);
  await nurse.close();

  await page.reload();
  await expect(userRow(page, email).getByText('Active', { exact: true })).toBeVisible();
  await expect(userRow(page, email)).toContainText('NURSE');
});

test('an administrator activates a self-registered account', async ({ page, browser, signInAs }) => {
  const email = uniqueEmail('self-registered');
  const visitor = await visitorPage(browser);
  await visitor.page.goto(paths.register.href());
  await visitor.page.getByLabel('Full Name').fill('Rosa Dizon');
  await visitor.page.getByLabel('Email address').fill(email);
  await visitor.page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await visitor.page.getByLabel('Confirm Password', { exact: true }).fill(STRONG_PASSWORD);
  await visitor.page.getByRole('button', { name: 'Register' }).click();
  await expect(visitor.page.getByRole('heading', { name: 'Your account is waiting for activation' })).toBeVisible();

  await signInAs('ADMIN');
  await page.goto(paths.userManagement.href());
  await expect(userRow(page, email)).toContainText('Awaiting activation');
  await page.getByRole('button', { name: `Edit ${email}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('switch', { name: 'Active' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(USER_MESSAGES.updated(email))).toBeVisible();
  await expect(userRow(page, email).getByText('Active', { exact: true })).toBeVisible();

  await visitor.page.reload();
  await expect(visitor.page.getByRole('heading', { name: 'Your account is waiting for activation' })).toBeHidden();
  await expect(visitor.page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(visitor.errors).toEqual([]);
  await visitor.close();
});

test('an administrator changes a role, deactivates and deletes accounts', async ({ page, request, signInAs }) => {
  const admin = await signInAs('ADMIN');
  const [doctor, staff, leaver] = await Promise.all([
    createUser(request, 'DOCTOR', 'Ramon Cruz'),
    createUser(request, 'STAFF', 'Liza Reyes'),
    createUser(request, 'NURSE', 'Ana Lopez'),
  ]);
  await page.goto(paths.userManagement.href());
  await expect(userRow(page, admin.email).getByRole('button')).toHaveCount(0);

  await page.getByRole('button', { name: `Edit ${doctor.email}` }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await expect(page.getByRole('option', { name: 'SUPERADMIN' })).toHaveCount(0);
  await page.getByRole('option', { name: 'ADMIN' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(USER_MESSAGES.updated(doctor.email))).toBeVisible();
  await expect(userRow(page, doctor.email)).toContainText('ADMIN');

  await page.getByRole('button', { name: `Edit ${staff.email}` }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('switch', { name: 'Active' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(userRow(page, staff.email)).toContainText('Deactivated');
  const staffCall = await request.get('/api/v1/users/me', { headers: { authorization: `Bearer ${staff.token}` } });
  expect(staffCall.status()).toBe(401);

  await page.getByRole('button', { name: `Delete ${leaver.email}` }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(userRow(page, leaver.email)).toBeVisible();
  await page.getByRole('button', { name: `Delete ${leaver.email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(USER_MESSAGES.deleted)).toBeVisible();
  await expect(userRow(page, leaver.email)).toHaveCount(0);
});

test("an administrator is offered no action on a SUPERADMIN's account; a SUPERADMIN is", async ({
  page,
  request,
  signInAs,
}) => {
  const chief = await createUser(request, 'SUPERADMIN', 'Chief Superadmin');
  const nurse = await createUser(request, 'NURSE', 'Nora Nurse');
  const admin = await signInAs('ADMIN');
  await page.goto(paths.userManagement.href());
  await expect(userRow(page, chief.email)).toContainText('SUPERADMIN');
  await expect(userRow(page, chief.email).getByRole('button')).toHaveCount(0);
  await expect(userRow(page, nurse.email).getByRole('button', { name: `Edit ${nurse.email}` })).toBeVisible();

  const refused = await request.delete(`/api/v1/users/${chief.id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ detail: 'Only a SUPERADMIN can delete a SUPERADMIN account' });

  const other = await createUser(request, 'SUPERADMIN');
  await page.evaluate((token) => window.localStorage.setItem('token', token), other.token);
  await page.reload();
  await expect(userRow(page, chief.email).getByRole('button', { name: `Edit ${chief.email}` })).toBeVisible();
  await expect(userRow(page, chief.email).getByRole('button', { name: `Delete ${chief.email}` })).toBeVisible();
});
