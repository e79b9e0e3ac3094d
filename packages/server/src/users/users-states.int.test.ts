import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  INVITATION_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  USER_MESSAGES,
  type User,
} from '@clinic/contracts';
import { STRONG_PASSWORD, uniqueEmail } from '@clinic/contracts/testing';
import { useTestApp, linkInMail, type SignedInUser } from '../testing/test-app.ts';
import { createUsersRepository } from './users.repository.ts';

let admin: SignedInUser;
const t = useTestApp({ environment: { ACCOUNT_FORMS_PER_HOUR: '100' } });
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
});

const invite = async (email: string): Promise<User> =>
  (
    await t.api({
      method: 'POST',
      url: `/users/invite?email=${encodeURIComponent(email)}&role=NURSE`,
      token: admin.token,
    })
  ).json<User>();
const resend = (id: number, token = admin.token) => t.api({ method: 'POST', url: `/users/${id}/invitation`, token });
const stateOf = async (id: number) =>
  (await t.api({ method: 'GET', url: '/users/', token: admin.token })).json<User[]>().find((user) => user.id === id)
    ?.state;
const pendingCount = async () =>
  (await t.api({ method: 'GET', url: '/users/pending-count', token: admin.token })).json<{ count: number }>().count;
const register = async (email: string) => {
  const response = await t.api({
    method: 'POST',
    url: '/auth/register',
    payload: { email, password: STRONG_PASSWORD, full_name: 'Walk In' },
  });
  expect(response.statusCode).toBe(200);
  const users = (await t.api({ method: 'GET', url: '/users/', token: admin.token })).json<User[]>();
  return users.find((user) => user.email === email)!;
};
const setActive = async (id: number, isActive: boolean) =>
  (
    await t.api({ method: 'PUT', url: `/users/${id}`, token: admin.token, payload: { is_active: isActive } })
  ).json<User>();
const mailsTo = (email: string) => t.outbox().filter((raw) => raw.includes(`To: ${email}`));
const setPassword = (token: string) =>
  t.api({ method: 'POST', url: '/auth/reset-password', payload: { token, new_password: 'Fresh1Password' } });

describe('the state of each account', () => {
  it('tells invited, awaiting activation, active and deactivated apart', async () => {
    const invited = await invite(uniqueEmail('invited'));
    expect(invited.state).toBe('invited');

    const registered = await register(uniqueEmail('walkin'));
    expect(registered.state).toBe('awaiting_activation');

    expect((await setActive(registered.id, true)).state).toBe('active');
    expect((await setActive(registered.id, false)).state).toBe('deactivated');
    expect(await stateOf(registered.id)).toBe('deactivated');
  });

  it('makes an accepted invitation an active account', async () => {
    const email = uniqueEmail('accepts');
    const invited = await invite(email);
    const token = linkInMail(mailsTo(email).at(-1)!).searchParams.get('token')!;
    expect((await setPassword(token)).json()).toEqual({ message: INVITATION_MESSAGES.success });
    expect(await stateOf(invited.id)).toBe('active');
  });
});

describe('resending an invitation', () => {
  it('mails a new link and ends the one mailed before', async () => {
    const email = uniqueEmail('resend');
    const invited = await invite(email);
    const first = linkInMail(mailsTo(email).at(-1)!).searchParams.get('token')!;

    const response = await resend(invited.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: invited.id, state: 'invited' });
    expect(mailsTo(email)).toHaveLength(2);
    const second = linkInMail(mailsTo(email).at(-1)!).searchParams.get('token')!;
    expect(second).not.toBe(first);

    expect((await setPassword(first)).json()).toEqual({ detail: RESET_PASSWORD_MESSAGES.invalidToken });
    expect((await setPassword(second)).statusCode).toBe(200);
    expect(await stateOf(invited.id)).toBe('active');
  });

  it('refuses an account that is not waiting on an invitation, and an unknown one', async () => {
    const registered = await register(uniqueEmail('notinvited'));
    const refused = await resend(registered.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: USER_MESSAGES.notInvited });
    expect(mailsTo(registered.email)).toHaveLength(0);

    expect((await resend(admin.user.id)).statusCode).toBe(403);
    expect((await resend(999_999)).statusCode).toBe(404);
    expect((await resend(0)).statusCode).toBe(422);
  });

  it('refuses an invitation that was deactivated', async () => {
    const invited = await invite(uniqueEmail('withdrawn'));
    await setActive(invited.id, false);
    expect(await stateOf(invited.id)).toBe('deactivated');
    expect((await resend(invited.id)).statusCode).toBe(409);
  });
});

describe('the count of registrations waiting for an administrator', () => {
  it('counts self-registered accounts only, and drops once one is activated', async () => {
    const before = await pendingCount();
    const registered = await register(uniqueEmail('waiting'));
    await invite(uniqueEmail('not-counted'));
    expect(await pendingCount()).toBe(before + 1);

    await setActive(registered.id, true);
    expect(await pendingCount()).toBe(before);

    await setActive(registered.id, false);
    expect(await pendingCount()).toBe(before);
  });
});

describe('signing in to an account that is not active', () => {
  const login = (email: string, password = STRONG_PASSWORD) => t.login(email, password);

  it('lets a registration in to wait for activation, and tells a deactivated account it is deactivated', async () => {
    const email = uniqueEmail('leaver');
    const registered = await register(email);
    const waiting = await login(email);
    expect(waiting.statusCode).toBe(200);
    const data = await t.api({ method: 'GET', url: '/patients/', token: waiting.json().access_token });
    expect(data.json()).toEqual({ detail: AUTH_MESSAGES.inactive });

    await setActive(registered.id, true);
    await setActive(registered.id, false);
    const refused = await login(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: AUTH_MESSAGES.deactivated });
    // Only the right password learns it.
    expect((await login(email, 'Wrong#password1')).json()).toEqual({ detail: AUTH_MESSAGES.invalidCredentials });
  });

  it('tells a session that outlived its deactivation (a sign-in racing it) that the account is deactivated', async () => {
    const nurse = await t.signIn('NURSE');
    await createUsersRepository(t.database.db).update(
      nurse.user.id,
      { isActive: false, deactivatedAt: new Date() },
      new Date(),
    );
    const refused = await t.api({ method: 'GET', url: '/patients/', token: nurse.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: AUTH_MESSAGES.deactivated });
  });
});
