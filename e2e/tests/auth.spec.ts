import { AUTH_MESSAGES } from '@clinic/contracts';
import { STRONG_PASSWORD, uniqueEmail } from '@clinic/contracts/testing';
import { test, expect, createUser, E2E_ADMIN } from '../fixtures.ts';
import { linkFromMail } from '../support/outbox.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

test.describe('signing in and out', () => {
  test('the first SUPERADMIN signs in, sees every menu entry and signs out', async ({ page }) => {
    await page.goto(paths.home.href());
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await page.getByLabel('Email address').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/procedures\/dashboard$/);

    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    for (const entry of [
      'Recently Added',
      'Patients',
      'Procedures',
      'Transactions',
      'User Management',
      'Password Management',
    ]) {
      await expect(navigation.getByRole('link', { name: entry })).toBeVisible();
    }
    await navigation.getByRole('link', { name: 'Password Management' }).click();
    await expect(page).toHaveURL(/\/password-management$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a wrong password shows the server message', async ({ page, expectRefusal }) => {
    expectRefusal(401, '/api/v1/auth/login');
    await page.goto(paths.login.href());
    await page.getByLabel('Email address').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('Not#thepassword1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Incorrect email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sign-in returns to the page first asked for', async ({ page, request }) => {
    const nurse = await createUser(request, 'NURSE');
    await page.goto(paths.passwordManagement.href());
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email address').fill(nurse.email);
    await page.getByLabel('Password', { exact: true }).fill(nurse.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/password-management$/);
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'User Management' }),
    ).toHaveCount(0);
  });

  test('a user lacking the role is sent to the unauthorized page', async ({ page, signInAs }) => {
    await signInAs('STAFF');
    await page.goto(paths.userManagement.href());
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByText("Access Denied - You don't have permission to access this page.")).toBeVisible();
    await page.getByRole('button', { name: 'Return to Dashboard' }).click();
    await expect(page).toHaveURL(/\/procedures\/dashboard$/);
  });

  test('/dashboard and unknown paths lead to the procedures dashboard', async ({ page, signInAs }) => {
    await signInAs('DOCTOR');
    await page.goto(paths.dashboard.href());
    await expect(page).toHaveURL(/\/procedures\/dashboard$/);
    await page.goto('/no/such/place');
    await expect(page).toHaveURL(/\/procedures\/dashboard$/);
  });
});

test('a new account waits for activation after registering', async ({ page }) => {
  await page.goto(paths.login.href());
  await page.getByRole('link', { name: /create an account|register/i }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Jose Rizal');
  await page.getByLabel('Email address').fill(uniqueEmail('jose'));
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm Password').fill('Different#123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/waiting for activation/i).first()).toBeVisible();
});

test('a forgotten password is reset through the mailed link', async ({ page, request }) => {
  const doctor = await createUser(request, 'DOCTOR');
  await page.goto(paths.login.href());
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const send = page.getByRole('button', { name: 'Send Reset Link' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email address').fill(doctor.email);
  await send.click();
  await expect(
    page.getByText('If an account exists for that email, a password reset link has been sent.'),
  ).toBeVisible();

  const link = await linkFromMail(doctor.email);
  // The page's clock, so the redirect's three seconds pass without the test sitting through them.
  await page.clock.install();
  await page.goto(link);
  await expect(
    page.getByText('Password must be at least 8 characters with uppercase, lowercase, and number'),
  ).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('weakpass1');
  await page.getByLabel('Confirm New Password').fill('weakpass1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible();

  await page.getByLabel('New Password', { exact: true }).fill('Renewed1Password');
  await page.getByLabel('Confirm New Password').fill('Renewed1Password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Redirecting to login page...')).toBeVisible();
  await page.clock.fastForward('00:03');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email address').fill(doctor.email);
  await page.getByLabel('Password', { exact: true }).fill('Renewed1Password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/procedures\/dashboard$/);
});

test('past the sign-in limits, the right password is e-mailed a link that signs in in this browser', async ({
  page,
  request,
  expectRefusal,
}) => {
  expectRefusal(429, '/api/v1/auth/login');
  const doctor = await createUser(request, 'DOCTOR');
  // Someone else guesses past the account's limit, until its wait outlasts this test's own steps:
  // past the limit each failure doubles the wait (2 s, 4 s, 8 s, 16 s), and a guess during it gets 429.
  await expect
    .poll(
      async () => {
        const answer = await request.post('/api/v1/auth/login', {
          form: { username: doctor.email, password: 'Wrong#password1' },
        });
        return answer.status() === 429 ? Number(answer.headers()['retry-after']) : 0;
      },
      { timeout: 45_000, intervals: [200] },
    )
    .toBeGreaterThanOrEqual(12);
  await page.goto(paths.login.href());
  await page.getByLabel('Email address').fill(doctor.email);
  await page.getByLabel('Password', { exact: true }).fill(doctor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(AUTH_MESSAGES.signInLinkSent)).toBeVisible();

  await page.goto(await linkFromMail(doctor.email));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/procedures\/dashboard$/);
});

test('the reset page without a token says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible();
});

test('a signed-in user changes their password', async ({ page, signInAs }) => {
  const nurse = await signInAs('NURSE');
  await page.goto(paths.passwordManagement.href());
  await page.getByLabel('Old Password').fill(nurse.password);
  await page.getByLabel('New Password', { exact: true }).fill('abcdefgh1');
  await page.getByLabel('Confirm New Password').fill('abcdefgh1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password must contain at least one special character.')).toBeVisible();

  await page.getByLabel('New Password', { exact: true }).fill('Changed#pass1');
  await page.getByLabel('Confirm New Password').fill('Changed#pass1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password updated successfully.')).toBeVisible();
  await expect(page.getByLabel('Old Password')).toHaveValue('');

  const relogin = await page.request.post('/api/v1/auth/login', {
    form: { username: nurse.email, password: 'Changed#pass1' },
  });
  expect(relogin.ok()).toBeTruthy();
});
