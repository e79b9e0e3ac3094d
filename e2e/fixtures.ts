import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import type { Role } from '@clinic/contracts';
import { STRONG_PASSWORD, uniqueEmail } from '@clinic/contracts/testing';
import { E2E_ADMIN } from './support/environment.ts';

export interface PortalUser {
  id: number;
  email: string;
  password: string;
  fullName: string;
  role: Role;
  token: string;
}

async function loginToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/v1/auth/login', { form: { username: email, password } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()).access_token;
}

/**
 * A user of any role made through the real API: registered, then given the role and activated by
 * the first SUPERADMIN, as an administrator would.
 */
export async function createUser(
  request: APIRequestContext,
  role: Role,
  fullName = `E2E ${role}`,
): Promise<PortalUser> {
  const email = uniqueEmail(role.toLowerCase());
  const registered = await request.post('/api/v1/auth/register', {
    data: { email, password: STRONG_PASSWORD, full_name: fullName },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const token: string = (await registered.json()).access_token;
  const me = await (await request.get('/api/v1/users/me', { headers: { authorization: `Bearer ${token}` } })).json();
  const adminToken = await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const activated = await request.put(`/api/v1/users/${me.id}`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { role, is_active: true },
  });
  expect(activated.ok(), await activated.text()).toBeTruthy();
  return { id: me.id, email, password: STRONG_PASSWORD, fullName, role, token };
}

/**
 * Puts a user's session in the page's storage, as a sign-in would: on the tab's first load of the
 * portal only, so a test that signs out stays signed out. Each call marks the tab with a mark of its
 * own, since the tab (and its session storage) goes on to the next test.
 */
export async function useSession(page: Page, user: PortalUser): Promise<void> {
  await page.addInitScript(
    ({ token, mark }) => {
      if (!window.sessionStorage.getItem(mark)) {
        window.localStorage.setItem('token', token);
        window.sessionStorage.setItem(mark, '1');
      }
    },
    { token: user.token, mark: `e2e-session-${randomUUID()}` },
  );
}

interface Fixtures {
  /** Signs a new user of the role in for this page, and answers it. */
  signInAs: (role: Role, fullName?: string) => Promise<PortalUser>;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    // A console error in the page fails the test.
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    const onPageError = (error: Error) => errors.push(error.message);
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    await use(page);
    // The tab goes on to the next test (`reuseContext`), its listeners must not.
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    expect(
      errors.filter((text) => !/status of 4\d\d/.test(text)),
      'console errors',
    ).toEqual([]);
  },
  signInAs: async ({ page, request }, use) => {
    await use(async (role, fullName) => {
      const user = await createUser(request, role, fullName);
      await useSession(page, user);
      return user;
    });
  },
});

export { expect };
export { E2E_ADMIN };
