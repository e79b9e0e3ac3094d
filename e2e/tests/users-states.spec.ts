import { devices, type Page } from '@playwright/test';
import { STRONG_PASSWORD, uniqueEmail } from '@clinic/contracts/testing';
import { USER_MESSAGES } from '@clinic/contracts';
import { test, expect } from '../fixtures.ts';
import { accessibilityViolations } from '../support/accessibility.ts';
import { linkFromMail, mailsTo } from '../support/outbox.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

const userRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });
const managementLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^User Management/ });

test('an invitation is sent again: the account stays Invited and a new mail with a new link arrives', async ({
  page,
  signInAs,
}) => {
  await signInAs('ADMIN');
  const email = uniqueEmail('reinvited');
  await page.goto(paths.userManagement.href());
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText(USER_MESSAGES.invited(email))).toBeVisible();
  await expect(userRow(page, email)).toContainText('Invited');
  const firstLink = await linkFromMail(email);
  expect(mailsTo(email)).toHaveLength(1);

  await userRow(page, email)
    .getByRole('button', { name: `Resend invitation to ${email}` })
    .click();
  await expect(page.getByText(USER_MESSAGES.invitationResent(email))).toBeVisible();
  await expect.poll(() => mailsTo(email).length).toBe(2);
  expect(await linkFromMail(email)).not.toBe(firstLink);
  await expect(userRow(page, email)).toContainText('Invited');
});

test(
  'a self-registered account waits for activation, is activated in one click, and the sidebar count follows',
  { tag: '@alone' },
  async ({ page, request, signInAs }) => {
    const email = uniqueEmail('walk-in');
    const registered = await request.post('/api/v1/auth/register', {
      data: { email, password: STRONG_PASSWORD, full_name: 'Walk In' },
    });
    expect(registered.ok()).toBeTruthy();
    const admin = await signInAs('ADMIN');
    const pendingCount = async () =>
      (
        await (
          await request.get('/api/v1/users/pending-count', { headers: { authorization: `Bearer ${admin.token}` } })
        ).json()
      ).count as number;
    const shownCount = async () => {
      const name = (await managementLink(page).textContent()) ?? '';
      return Number(/(\d+) registrations? waiting/.exec(name)?.[1] ?? 0);
    };

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(paths.userManagement.href());
    await expect(userRow(page, email)).toContainText('Awaiting activation');
    await expect(managementLink(page)).toContainText(/registrations? waiting for activation/);
    await expect.poll(shownCount).toBe(await pendingCount());
    const before = await shownCount();
    expect(before).toBeGreaterThan(0);

    await userRow(page, email)
      .getByRole('button', { name: `Activate ${email}` })
      .click();
    await expect(page.getByText(USER_MESSAGES.activated(email))).toBeVisible();
    await expect(userRow(page, email).getByText('Active', { exact: true })).toBeVisible();
    await expect(userRow(page, email).getByRole('button', { name: `Activate ${email}` })).toHaveCount(0);
    // Without a reload the sidebar shows the server's count again, which no longer holds this account.
    await expect
      .poll(async () => {
        const shown = await shownCount();
        return shown < before && shown === (await pendingCount());
      })
      .toBe(true);
  },
);

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', devices['Pixel 7'].viewport],
] as const) {
  test(`the users list with its states and actions has no accessibility violations on a ${name}`, async ({
    page,
    request,
    signInAs,
  }) => {
    await request.post('/api/v1/auth/register', {
      data: { email: uniqueEmail('axe-walk-in'), password: STRONG_PASSWORD, full_name: 'Axe Walk In' },
    });
    await signInAs('ADMIN');
    await page.setViewportSize(viewport);
    await page.goto(paths.userManagement.href());
    await expect(page.getByText('Awaiting activation').first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
