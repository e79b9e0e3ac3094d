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

/** A refusal a test provokes on purpose: the browser logs the answer as an error, and the check lets it pass. */
export interface ExpectedRefusal {
  status: number;
  /** The start of the refused request's path, such as `/api/v1/auth/login`. */
  path: string;
}

const isExpected = (message: ConsoleMessage, expected: readonly ExpectedRefusal[]) => {
  const status = Number(/status of (\d{3})/.exec(message.text())?.[1]);
  const url = message.location().url;
  if (!status || !url) return false;
  const { pathname } = new URL(url);
  return expected.some((refusal) => refusal.status === status && pathname.startsWith(refusal.path));
};

/**
 * What a page reports as errors (console errors, uncaught exceptions) while it is watched, but the
 * refusals in `expected`; `stop` ends the watch and answers them.
 */
export function watchPageErrors(page: Page, expected: readonly ExpectedRefusal[]) {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' && !isExpected(message, expected)) {
      errors.push(`${message.text()} ${message.location().url}`.trim());
    }
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      return errors;
    },
  };
}

interface Fixtures {
  /** Signs a new user of the role in for this page, and answers it. */
  signInAs: (role: Role, fullName?: string) => Promise<PortalUser>;
  /** Declares a refusal the test provokes (a wrong password's 401), which the console check then lets pass. */
  expectRefusal: (status: number, path: string) => void;
  expectedRefusals: ExpectedRefusal[];
}

export const test = base.extend<Fixtures>({
  expectedRefusals: async ({}, use) => {
    await use([]);
  },
  expectRefusal: async ({ expectedRefusals }, use) => {
    await use((status, path) => {
      expectedRefusals.push({ status, path });
    });
  },
  page: async ({ page, expectedRefusals }, use) => {
    // An error in the page fails the test, and so does a refused request the test did not declare.
    const watch = watchPageErrors(page, expectedRefusals);
    await use(page);
    // The tab goes on to the next test (`reuseContext`), its listeners must not.
    expect(watch.stop(), 'console errors').toEqual([]);
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
