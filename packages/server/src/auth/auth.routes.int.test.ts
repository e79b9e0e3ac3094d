import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, CHANGE_PASSWORD_MESSAGES, RESET_PASSWORD_MESSAGES } from '@clinic/contracts';
import { STRONG_PASSWORD, buildRegistration, uniqueEmail } from '@clinic/contracts/testing';
import { useTestApp, linkInMail } from '../testing/test-app.ts';
import { RESETS_PER_ADDRESS_PER_HOUR } from './auth.service.ts';

const t = useTestApp({ loginLimits: { perAccount: 3, perAddress: 1000, windowMs: 60_000, firstDelayMs: 60_000 } });

describe('sign-in', () => {
  it('answers a bearer token for the right password, usable on /users/me', async () => {
    const { user } = await t.signIn('DOCTOR');
    const response = await t.login(user.email, STRONG_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token_type).toBe('bearer');
    const me = await t.api({ method: 'GET', url: '/users/me', token: body.access_token });
    expect(me.json()).toMatchObject({ id: user.id, email: user.email, role: 'DOCTOR', is_active: true });
    expect(me.body).not.toContain('password');
  });

  it('reads the same form sent as multipart/form-data', async () => {
    const { user } = await t.signIn('DOCTOR');
    const boundary = 'sign-in-form';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const response = await t.api({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('username', user.email)}${part('password', STRONG_PASSWORD)}--${boundary}--\r\n`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().token_type).toBe('bearer');
  });

  it('accepts the e-mail in any letter case', async () => {
    const { user } = await t.signIn('NURSE');
    expect((await t.login(user.email.toUpperCase(), STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const { user } = await t.signIn('STAFF');
    const wrongPassword = await t.login(user.email, 'Wrong#password1');
    const unknownEmail = await t.login(uniqueEmail(), 'Wrong#password1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ detail: AUTH_MESSAGES.invalidCredentials });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('slows an account down after repeated failures from a browser it does not know', async () => {
    const { user } = await t.signIn('STAFF');
    for (let attempt = 0; attempt < 3; attempt += 1) await t.login(user.email, 'Wrong#password1');
    const slowed = await t.login(user.email, STRONG_PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({ detail: AUTH_MESSAGES.signInLinkSent });
    expect(slowed.headers['retry-after']).toBe('60');
  });

  it('answers 422 with the issue list for a missing field and 400 for a malformed body', async () => {
    const missing = await t.api({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a%40b.com',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0]).toMatchObject({ loc: ['body', 'password'], type: expect.any(String) });
    const malformed = await t.api({
      method: 'POST',
      url: '/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: 'Request body is not valid JSON' });
  });

  it('ends the session on logout', async () => {
    const { token } = await t.signIn('DOCTOR');
    expect((await t.api({ method: 'POST', url: '/auth/logout', token })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: '/users/me', token })).statusCode).toBe(401);
  });
});

describe('registration', () => {
  it('creates an inactive STAFF account whose token reads /users/me but no data', async () => {
    const registration = buildRegistration();
    const response = await t.api({ method: 'POST', url: '/auth/register', payload: registration });
    expect(response.statusCode).toBe(200);
    const token = response.json().access_token;
    const me = await t.api({ method: 'GET', url: '/users/me', token });
    expect(me.json()).toMatchObject({
      email: registration.email,
      full_name: registration.full_name,
      role: 'STAFF',
      is_active: false,
    });
    const users = await t.api({ method: 'GET', url: '/users/', token });
    expect(users.statusCode).toBe(403);
    expect(users.json()).toEqual({ detail: AUTH_MESSAGES.inactive });
  });

  it('answers an address already registered as a new one, opens nothing, and mails the owner', async () => {
    const registration = buildRegistration();
    const first = await t.api({ method: 'POST', url: '/auth/register', payload: registration });
    const again = await t.api({
      method: 'POST',
      url: '/auth/register',
      payload: { ...registration, email: registration.email.toUpperCase(), password: 'Intruder1Password' },
    });
    expect(again.statusCode).toBe(first.statusCode);
    expect(Object.keys(again.json())).toEqual(Object.keys(first.json()));
    expect(again.json().token_type).toBe('bearer');
    expect((await t.api({ method: 'GET', url: '/users/me', token: again.json().access_token })).statusCode).toBe(401);
    // The owner's password is unchanged, and the owner hears of the attempt with a way back in.
    expect((await t.login(registration.email, registration.password)).statusCode).toBe(200);
    expect((await t.login(registration.email, 'Intruder1Password')).statusCode).toBe(401);
    await t.settled();
    const notice = t.outbox().findLast((raw) => raw.includes(`To: ${registration.email}`));
    expect(notice).toContain('tried to register');
    expect(linkInMail(notice!).pathname).toBe('/reset-password');
  });

  it('refuses over-long or missing fields', async () => {
    const tooLong = await t.api({
      method: 'POST',
      url: '/auth/register',
      payload: buildRegistration({ full_name: 'x'.repeat(500) }),
    });
    expect(tooLong.statusCode).toBe(422);
    const missing = await t.api({ method: 'POST', url: '/auth/register', payload: { email: uniqueEmail() } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail.map((issue: { loc: string[] }) => issue.loc[1])).toEqual(['password', 'full_name']);
  });
});

describe('password reset by mail', () => {
  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    const { user, token: oldSession } = await t.signIn('DOCTOR');
    const before = t.outbox().length;
    const request = await t.api({ method: 'POST', url: '/auth/forgot-password', payload: { email: user.email } });
    expect(request.json()).toEqual({ message: AUTH_MESSAGES.forgotSent });
    await t.settled();
    const mail = t
      .outbox()
      .slice(before)
      .find((raw) => raw.includes(user.email));
    expect(mail).toBeDefined();
    const link = linkInMail(mail!);
    expect(link.pathname).toBe('/reset-password');
    const resetToken = link.searchParams.get('token')!;

    const reset = await t.api({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token: resetToken, new_password: 'Fresh1Password' },
    });
    expect(reset.json()).toEqual({ message: RESET_PASSWORD_MESSAGES.success });
    expect((await t.login(user.email, 'Fresh1Password')).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: '/users/me', token: oldSession })).statusCode).toBe(401);

    const reused = await t.api({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token: resetToken, new_password: 'Another1Password' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ detail: RESET_PASSWORD_MESSAGES.invalidToken });
  });

  it('ends every older link once one is used or the password is changed', async () => {
    const resetLink = async (email: string) => {
      const before = t.outbox().length;
      await t.api({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
      await t.settled();
      const mail = t
        .outbox()
        .slice(before)
        .find((raw) => raw.includes(email));
      return linkInMail(mail!).searchParams.get('token')!;
    };
    const reset = (token: string, password: string) =>
      t.api({ method: 'POST', url: '/auth/reset-password', payload: { token, new_password: password } });

    const { user } = await t.signIn('DOCTOR');
    const older = await resetLink(user.email);
    const newer = await resetLink(user.email);
    expect((await reset(newer, 'Newer1Password')).statusCode).toBe(200);
    const replay = await reset(older, 'Older1Password');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ detail: RESET_PASSWORD_MESSAGES.invalidToken });
    expect((await t.login(user.email, 'Newer1Password')).statusCode).toBe(200);

    const other = await t.signIn('NURSE');
    const mailed = await resetLink(other.user.email);
    const change = await t.api({
      method: 'POST',
      url: '/users/change-password',
      token: other.token,
      payload: { userId: other.user.id, oldPassword: STRONG_PASSWORD, newPassword: 'Changed1Password!' },
    });
    expect(change.statusCode).toBe(200);
    expect((await reset(mailed, 'Mailed1Password')).statusCode).toBe(400);
    expect((await t.login(other.user.email, 'Changed1Password!')).statusCode).toBe(200);
  });

  it(`sends at most ${RESETS_PER_ADDRESS_PER_HOUR} reset mails an hour to one address, answering the same`, async () => {
    const { user } = await t.signIn('NURSE');
    const mailsTo = () => t.outbox().filter((raw) => raw.includes(user.email)).length;
    for (let request = 0; request <= RESETS_PER_ADDRESS_PER_HOUR; request += 1) {
      const response = await t.api({ method: 'POST', url: '/auth/forgot-password', payload: { email: user.email } });
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.forgotSent });
    }
    await t.settled();
    expect(mailsTo()).toBe(RESETS_PER_ADDRESS_PER_HOUR);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.outbox().length;
    const response = await t.api({ method: 'POST', url: '/auth/forgot-password', payload: { email: uniqueEmail() } });
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.forgotSent });
    await t.settled();
    expect(t.outbox().length).toBe(before);
  });

  it.each([
    ['short1A', RESET_PASSWORD_MESSAGES.length],
    ['NOLOWER123', RESET_PASSWORD_MESSAGES.lowercase],
    ['noupper123', RESET_PASSWORD_MESSAGES.uppercase],
    ['NoNumberHere', RESET_PASSWORD_MESSAGES.number],
  ])('refuses the new password %s with the spec message', async (password, message) => {
    const response = await t.api({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token: 'x', new_password: password },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ['body', 'new_password'], msg: message });
  });
});

describe('change password', () => {
  it('changes the caller own password and keeps the current session only', async () => {
    const signedIn = await t.signIn('NURSE');
    const other = await t.login(signedIn.user.email, STRONG_PASSWORD);
    const response = await t.api({
      method: 'POST',
      url: '/users/change-password',
      token: signedIn.token,
      payload: { userId: signedIn.user.id, oldPassword: STRONG_PASSWORD, newPassword: 'New#pass123' },
    });
    expect(response.json()).toEqual({ message: CHANGE_PASSWORD_MESSAGES.success });
    expect((await t.api({ method: 'GET', url: '/users/me', token: signedIn.token })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: '/users/me', token: other.json().access_token })).statusCode).toBe(401);
    expect((await t.login(signedIn.user.email, 'New#pass123')).statusCode).toBe(200);
  });

  it('refuses a wrong old password and another user id', async () => {
    const signedIn = await t.signIn('NURSE');
    const wrongOld = await t.api({
      method: 'POST',
      url: '/users/change-password',
      token: signedIn.token,
      payload: { userId: signedIn.user.id, oldPassword: 'Not#theold1', newPassword: 'New#pass123' },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual({ detail: CHANGE_PASSWORD_MESSAGES.wrongOldPassword });
    const otherUser = await t.api({
      method: 'POST',
      url: '/users/change-password',
      token: signedIn.token,
      payload: { userId: signedIn.user.id + 1000, oldPassword: STRONG_PASSWORD, newPassword: 'New#pass123' },
    });
    expect(otherUser.statusCode).toBe(403);
  });

  it.each([
    [{}, ['userId', 'oldPassword', 'newPassword']],
    [{ oldPassword: '', newPassword: '' }, ['userId', 'oldPassword', 'newPassword']],
    [{ userId: 1, oldPassword: STRONG_PASSWORD, newPassword: '' }, ['newPassword']],
  ])('answers %j with the spec message on each missing field', async (payload, fields) => {
    const signedIn = await t.signIn('STAFF');
    const response = await t.api({ method: 'POST', url: '/users/change-password', token: signedIn.token, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual(
      fields.map((field) => ({
        loc: ['body', field],
        msg: CHANGE_PASSWORD_MESSAGES.required,
        type: expect.any(String),
      })),
    );
  });

  it.each([
    ['short#1', CHANGE_PASSWORD_MESSAGES.length],
    ['12345678#', CHANGE_PASSWORD_MESSAGES.letter],
    ['abcdefgh#', CHANGE_PASSWORD_MESSAGES.number],
    ['abcdefgh1', CHANGE_PASSWORD_MESSAGES.special],
  ])('refuses the new password %s with the spec message', async (newPassword, message) => {
    const signedIn = await t.signIn('STAFF');
    const response = await t.api({
      method: 'POST',
      url: '/users/change-password',
      token: signedIn.token,
      payload: { userId: signedIn.user.id, oldPassword: STRONG_PASSWORD, newPassword },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].msg).toBe(message);
  });
});
