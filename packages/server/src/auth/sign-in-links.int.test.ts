import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@clinic/contracts';
import { STRONG_PASSWORD } from '@clinic/contracts/testing';
import { linkInMail, useTestApp, type TestApp } from '../testing/test-app.ts';
import { DEVICE_COOKIE, SIGN_IN_NONCE_COOKIE } from './device-cookie.ts';

let now = new Date('2026-06-01T08:00:00Z');
const t = useTestApp({
  clock: () => now,
  loginLimits: { perAccount: 3, perAddress: 1000, windowMs: 15 * 60_000, firstDelayMs: 1000 },
});
const wait = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

type Response = Awaited<ReturnType<TestApp['api']>>;
const ATTACKER = '198.51.100.66';
const OWNER = '192.0.2.10';

const login = (email: string, password: string, options: { cookie?: string; address?: string } = {}) =>
  t.login(email, password, { address: OWNER, ...options });

const useLink = (token: string, cookie?: string) =>
  t.api({
    method: 'POST',
    url: '/auth/sign-in-link',
    remoteAddress: OWNER,
    headers: cookie ? { cookie } : {},
    payload: { token },
  });

/** The `name=value` of a cookie the answer sets. */
function cookieOf(response: Response, name: string): string {
  const header = [response.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith(`${name}=`));
  if (!header) throw new Error(`no ${name} cookie`);
  return header.split(';')[0]!;
}

/** The sign-in links mailed to the address, oldest first. */
async function linksTo(email: string): Promise<URL[]> {
  await t.settled();
  return t
    .outbox()
    .filter((raw) => raw.includes(`To: ${email}`) && raw.includes('sign-in link'))
    .map(linkInMail);
}

async function lockOut(email: string) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    expect((await login(email, 'Wrong#password1', { address: ATTACKER })).statusCode).toBe(401);
  }
}

describe('past the sign-in limits, a right password from a new browser', () => {
  it('is mailed a link that signs in once, in that browser only', async () => {
    const { user } = await t.signIn('SUPERADMIN');
    await lockOut(user.email);

    const refused = await login(user.email, STRONG_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: AUTH_MESSAGES.signInLinkSent });
    const nonce = cookieOf(refused, SIGN_IN_NONCE_COOKIE);
    expect([refused.headers['set-cookie']].flat().join()).toMatch(/Max-Age=900; HttpOnly; SameSite=Strict/);

    const [link, ...others] = await linksTo(user.email);
    expect(others).toHaveLength(0);
    expect(link!.pathname).toBe('/sign-in-link');
    const token = link!.searchParams.get('token')!;

    // Another browser, with no nonce or another one, cannot use it, and does not spend it.
    expect((await useLink(token)).json()).toEqual({ detail: AUTH_MESSAGES.signInLinkInvalid });
    expect((await useLink(token, `${SIGN_IN_NONCE_COOKIE}=${'n'.repeat(43)}`)).statusCode).toBe(400);

    const signedIn = await useLink(token, nonce);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const me = await t.api({ method: 'GET', url: '/users/me', token: signedIn.json().access_token });
    expect(me.json()).toMatchObject({ email: user.email });
    expect((await useLink(token, nonce)).json()).toEqual({ detail: AUTH_MESSAGES.signInLinkInvalid });

    // That browser is now one the account knows: it gets in at once while the attacker, still
    // held by the limits, goes on.
    const device = cookieOf(signedIn, DEVICE_COOKIE);
    expect((await login(user.email, 'Wrong#password1', { address: ATTACKER })).statusCode).toBe(429);
    expect((await login(user.email, STRONG_PASSWORD, { cookie: device })).statusCode).toBe(200);
  });

  it('gets the same answer as a wrong one, and a wrong one is mailed nothing', async () => {
    const { user } = await t.signIn('ADMIN');
    await lockOut(user.email);
    const wrong = await login(user.email, 'Wrong#password2');
    expect(wrong.statusCode).toBe(429);
    expect(wrong.json()).toEqual({ detail: AUTH_MESSAGES.signInLinkSent });
    expect(await linksTo(user.email)).toHaveLength(0);
  });

  it('is mailed a link that stops working after 15 minutes', async () => {
    const { user } = await t.signIn('DOCTOR');
    await lockOut(user.email);
    const nonce = cookieOf(await login(user.email, STRONG_PASSWORD), SIGN_IN_NONCE_COOKIE);
    const token = (await linksTo(user.email))[0]!.searchParams.get('token')!;
    wait(15 * 60_000 + 1000);
    expect((await useLink(token, nonce)).json()).toEqual({ detail: AUTH_MESSAGES.signInLinkInvalid });
  });

  it('is told a deactivated account is deactivated, and mailed nothing', async () => {
    const admin = await t.signIn('ADMIN');
    const { user } = await t.signIn('NURSE');
    const deactivated = await t.api({
      method: 'PUT',
      url: `/users/${user.id}`,
      token: admin.token,
      payload: { is_active: false },
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await login(user.email, STRONG_PASSWORD)).json()).toEqual({ detail: AUTH_MESSAGES.deactivated });
    await lockOut(user.email);
    expect((await login(user.email, STRONG_PASSWORD)).statusCode).toBe(429);
    expect(await linksTo(user.email)).toHaveLength(0);
  });
});
