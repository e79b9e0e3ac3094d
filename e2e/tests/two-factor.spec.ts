import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { TWO_FACTOR_MESSAGES, USER_MESSAGES } from '@clinic/contracts';
import { test, expect, createUser, watchPageErrors, type ExpectedRefusal, type PortalUser } from '../fixtures.ts';
import { accessibilityViolations } from '../support/accessibility.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

/** The code an authenticator app shows now, or `stepsAhead` periods of 30 seconds later. */
const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** Two-factor sign-in turned on through the API, as the account screen does; answers the secret and the recovery codes. */
async function enrolThroughApi(request: APIRequestContext, user: PortalUser) {
  const headers = { authorization: `Bearer ${user.token}` };
  const started = await request.post('/api/v1/auth/mfa/enrolment', { headers });
  expect(started.ok(), await started.text()).toBeTruthy();
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await request.post('/api/v1/auth/mfa/enrolment/confirm', {
    headers,
    data: { code: await codeFor(secret) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  return { secret, recoveryCodes: ((await confirmed.json()) as { recovery_codes: string[] }).recovery_codes };
}

async function enterPassword(page: Page, user: PortalUser) {
  await page.goto(paths.login.href());
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function enterCode(page: Page, code: string, options: { remember?: boolean } = {}) {
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(code);
  if (options.remember) await page.getByRole('checkbox', { name: 'Remember this device for 30 days' }).check();
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A second browser for the other place the user signs in from, with a console-error check like the fixture's page. */
async function otherBrowser(browser: Browser, expected: ExpectedRefusal[] = []) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { errors } = watchPageErrors(page, expected);
  return { page, errors, close: () => context.close() };
}

test('a doctor sets two-factor sign-in up from the account screen and signs in with a code', async ({
  page,
  signInAs,
}) => {
  const doctor = await signInAs('DOCTOR');
  await page.goto(paths.account.href());
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Add the portal to your authenticator app' })).toBeFocused();
  expect(await accessibilityViolations(page), 'violations while setting up').toEqual([]);
  const secret = await section.getByLabel('Setup key').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel('Code from your app').fill(await codeFor(secret));
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  const recoveryCodes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  expect(await accessibilityViolations(page), 'violations with the recovery codes').toEqual([]);
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();

  await signOut(page);
  await enterPassword(page, doctor);
  // The code the set-up used is spent: the app's next one signs in.
  await enterCode(page, await codeFor(secret, 1));
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login$/);
});

test('a recovery code signs in once', async ({ page, request, expectRefusal }) => {
  // The code used a second time.
  expectRefusal(401, '/api/v1/auth/mfa');
  const nurse = await createUser(request, 'NURSE');
  const { recoveryCodes } = await enrolThroughApi(request, nurse);
  const recoveryCode = recoveryCodes[0]!;

  await enterPassword(page, nurse);
  await enterCode(page, recoveryCode);
  await expect(page).toHaveURL(/\/procedures\/dashboard$/);
  await signOut(page);

  await enterPassword(page, nurse);
  await enterCode(page, recoveryCode);
  await expect(page.getByRole('alert')).toHaveText(TWO_FACTOR_MESSAGES.incorrectCode);
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong code is refused in words, and the right one still signs in', async ({ page, request, expectRefusal }) => {
  expectRefusal(401, '/api/v1/auth/mfa');
  const doctor = await createUser(request, 'DOCTOR');
  const { secret } = await enrolThroughApi(request, doctor);
  await enterPassword(page, doctor);
  const right = await codeFor(secret, 1);
  const wrong = right === '000000' ? '111111' : '000000';
  await enterCode(page, wrong);
  await expect(page.getByRole('alert')).toHaveText('That code is incorrect or was already used. Please try again.');
  await expect(page).toHaveURL(/\/login$/);
  expect(await accessibilityViolations(page), 'violations on the code step').toEqual([]);

  await enterCode(page, right);
  await expect(page).toHaveURL(/\/procedures\/dashboard$/);
});

test('a remembered browser skips the code', async ({ page, request }) => {
  const staff = await createUser(request, 'STAFF');
  const { secret } = await enrolThroughApi(request, staff);
  await enterPassword(page, staff);
  await enterCode(page, await codeFor(secret, 1), { remember: true });
  await expect(page).toHaveURL(/\/procedures\/dashboard$/);
  await signOut(page);

  await enterPassword(page, staff);
  await expect(page).toHaveURL(/\/procedures\/dashboard$/);
});

test('a user signs their session in another browser out', async ({ page, browser, signInAs }) => {
  const nurse = await signInAs('NURSE');
  // Once its session is signed out, that browser's next calls are refused.
  const elsewhere = await otherBrowser(browser, [{ status: 401, path: '/api/v1/' }]);
  await enterPassword(elsewhere.page, nurse);
  await expect(elsewhere.page).toHaveURL(/\/procedures\/dashboard$/);

  await page.goto(paths.account.href());
  const sessions = page.getByRole('table', { name: 'Active sessions' });
  await expect(sessions.getByRole('row')).toHaveCount(3);
  await expect(sessions.getByRole('row').filter({ hasText: 'This session' })).toHaveCount(1);
  const other = sessions.getByRole('row').filter({ hasNotText: 'This session' }).filter({ hasText: 'Chrome' });
  await other.getByRole('button', { name: /^Sign out/ }).click();
  await expect(page.getByRole('status')).toHaveText(TWO_FACTOR_MESSAGES.sessionEnded);
  await expect(sessions.getByRole('row')).toHaveCount(2);

  await elsewhere.page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Patients' })
    .click();
  // The ended session is offered a sign-in over the screen; that browser's user chooses to leave.
  const signInAgain = elsewhere.page.getByRole('dialog', { name: 'Sign in again' });
  await signInAgain.getByRole('button', { name: 'Sign out' }).click();
  await expect(elsewhere.page).toHaveURL(/\/login$/);
  // This browser is still signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  expect(elsewhere.errors).toEqual([]);
  await elsewhere.close();
});

test('an administrator resets the two-factor sign-in of a user who lost their phone', async ({
  page,
  request,
  signInAs,
}) => {
  const doctor = await createUser(request, 'DOCTOR');
  await enrolThroughApi(request, doctor);
  await signInAs('ADMIN');
  await page.goto(paths.userManagement.href());
  const row = page.getByRole('row').filter({ hasText: doctor.email });
  await expect(row.getByText('On', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Reset two-factor for ${doctor.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset two-factor sign-in' });
  await expect(dialog).toContainText(doctor.email);
  await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
  await expect(page.getByText(USER_MESSAGES.twoFactorReset(doctor.email))).toBeVisible();
  await expect(row.getByText('Off', { exact: true })).toBeVisible();

  const relogin = await request.post('/api/v1/auth/login', {
    form: { username: doctor.email, password: doctor.password },
  });
  expect(Object.keys(await relogin.json()).sort()).toEqual(['access_token', 'token_type']);
});
