import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, CHANGE_PASSWORD_MESSAGES } from '@clinic/contracts';
import { STRONG_PASSWORD, uniqueEmail } from '@clinic/contracts/testing';
import { API_PREFIX, buildApp } from '../app.ts';
import { createTestApp, useTestApp, type SignedInUser, type TestApp } from '../testing/test-app.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';

let now = new Date('2026-06-01T08:00:00Z');
const t = useTestApp({
  clock: () => now,
  loginLimits: { perAccount: 10, perAddress: 1000, windowMs: 15 * 60_000, firstDelayMs: 1000 },
});

const wait = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

const login = (
  username: string,
  password: string,
  { app = t, ...options }: { cookie?: string; address?: string; app?: TestApp } = {},
) => app.login(username, password, { address: '203.0.113.10', ...options });

const deviceCookieOf = (response: Awaited<ReturnType<typeof login>>) => {
  const header = [response.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith(`${DEVICE_COOKIE}=`));
  if (!header) throw new Error('no device cookie');
  return header.split(';')[0]!;
};

describe('sign-in limits', () => {
  it('never runs more password checks than the limit, even for attempts sent at once', async () => {
    const { user } = await t.signIn('SUPERADMIN');
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login(user.email, 'Wrong#password1', { address: '198.51.100.1' })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it('past the limit, waits longer after each failure, then accepts the right password', async () => {
    const { user } = await t.signIn('ADMIN');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(user.email, 'Wrong#password1')).statusCode).toBe(401);
    }
    const early = await login(user.email, STRONG_PASSWORD);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ detail: AUTH_MESSAGES.signInLinkSent });
    expect(early.headers['retry-after']).toBe('1');

    wait(1000);
    expect((await login(user.email, 'Wrong#password1')).statusCode).toBe(401);
    expect((await login(user.email, STRONG_PASSWORD)).headers['retry-after']).toBe('2');
    wait(2000);
    expect((await login(user.email, 'Wrong#password1')).statusCode).toBe(401);
    expect((await login(user.email, STRONG_PASSWORD)).headers['retry-after']).toBe('4');

    wait(4000);
    expect((await login(user.email, STRONG_PASSWORD)).statusCode).toBe(200);
    // Success clears the account's count.
    expect((await login(user.email, 'Wrong#password1')).statusCode).toBe(401);
  });

  it('lets the owner in from a browser that signed in before, whatever others try', async () => {
    const { user } = await t.signIn('SUPERADMIN');
    const first = await login(user.email, STRONG_PASSWORD, { address: '192.0.2.50' });
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first);
    expect([first.headers['set-cookie']].flat().join()).toMatch(/HttpOnly; SameSite=Strict/);

    for (let attempt = 0; attempt < 15; attempt += 1) await login(user.email, 'Wrong#password1');
    expect((await login(user.email, STRONG_PASSWORD)).statusCode).toBe(429);
    expect((await login(user.email, STRONG_PASSWORD, { cookie, address: '192.0.2.50' })).statusCode).toBe(200);
    // The attacker goes on; the owner's browser still gets in, at once, every time.
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) await login(user.email, 'Wrong#password1');
      expect((await login(user.email, STRONG_PASSWORD)).statusCode).toBe(429);
      expect((await login(user.email, STRONG_PASSWORD, { cookie, address: '192.0.2.50' })).statusCode).toBe(200);
    }
    // A made-up device token is no one's device.
    const forged = `${DEVICE_COOKIE}=${'x'.repeat(43)}`;
    expect((await login(user.email, STRONG_PASSWORD, { cookie: forged })).statusCode).toBe(429);
  });

  it('holds on another server sharing the database', async () => {
    const { user } = await t.signIn('STAFF');
    const other = await buildApp({ config: t.config, database: t.database, clock: () => now });
    try {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await login(user.email, 'Wrong#password1', { address: '198.51.100.77' })).statusCode).toBe(401);
      }
      const elsewhere = await other.inject({
        method: 'POST',
        url: `${API_PREFIX}/auth/login`,
        remoteAddress: '198.51.100.78',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: user.email, password: STRONG_PASSWORD }).toString(),
      });
      expect(elsewhere.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe("an address's failures", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      clock: () => now,
      loginLimits: { perAccount: 10, perAddress: 3, windowMs: 15 * 60_000, firstDelayMs: 1000 },
    });
  });
  afterAll(() => limited.close());

  it('against other accounts never slow a right sign-in from the same address', async () => {
    const { user } = await limited.signIn('SUPERADMIN');
    const clinic = '198.51.100.200';
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const guess = await login(uniqueEmail('random'), 'Wrong#password1', { address: clinic, app: limited });
      expect(guess.statusCode).toBe(401);
    }
    expect((await login(user.email, STRONG_PASSWORD, { address: clinic, app: limited })).statusCode).toBe(200);
  });

  it('against one account slow that address on that account, not the account elsewhere', async () => {
    const { user } = await limited.signIn('NURSE');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(user.email, 'Wrong#password1', { address: '198.51.100.201', app: limited })).statusCode).toBe(
        401,
      );
    }
    expect((await login(user.email, STRONG_PASSWORD, { address: '198.51.100.201', app: limited })).statusCode).toBe(
      429,
    );
    expect((await login(user.email, STRONG_PASSWORD, { address: '198.51.100.202', app: limited })).statusCode).toBe(
      200,
    );
  });
});

describe('a password change', () => {
  const changePassword = (signedIn: SignedInUser, oldPassword: string) =>
    t.api({
      method: 'POST',
      url: '/users/change-password',
      token: signedIn.token,
      payload: { userId: signedIn.user.id, oldPassword, newPassword: 'Fresh#Password2' },
    });

  it('counts wrong old passwords as the sign-in limits do, with verify-password', async () => {
    const staff = await t.signIn('STAFF');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await changePassword(staff, `Wrong#password${attempt}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ detail: CHANGE_PASSWORD_MESSAGES.wrongOldPassword });
    }
    const held = await changePassword(staff, STRONG_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ detail: AUTH_MESSAGES.tooManyAttempts });
    expect(held.headers['retry-after']).toBe('1');
    const verify = await t.api({
      method: 'POST',
      url: '/auth/verify-password',
      token: staff.token,
      payload: { password: STRONG_PASSWORD },
    });
    expect(verify.statusCode).toBe(429);

    wait(1000);
    expect((await changePassword(staff, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets the browsers that signed in before: each must get past the limits again', async () => {
    const owner = await t.signIn('ADMIN');
    const cookie = deviceCookieOf(await login(owner.user.email, STRONG_PASSWORD, { address: '192.0.2.60' }));
    expect((await changePassword(owner, STRONG_PASSWORD)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1) await login(owner.user.email, 'Wrong#password1');

    const kept = await login(owner.user.email, 'Fresh#Password2', { cookie, address: '192.0.2.60' });
    expect(kept.statusCode).toBe(429);
    expect(kept.json()).toEqual({ detail: AUTH_MESSAGES.signInLinkSent });
  });
});
