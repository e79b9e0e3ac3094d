import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES, USER_MESSAGES, type Role } from '@clinic/contracts';
import { STRONG_PASSWORD } from '@clinic/contracts/testing';
import { auditEvents, twoFactorRecoveryCodes, twoFactorSecrets } from '../db/schema/index.ts';
import { API_PREFIX, buildApp } from '../app.ts';
import { createTestApp, linkInMail, useTestApp, type SignedInUser, type TestApp } from '../testing/test-app.ts';
import { DEVICE_COOKIE, REMEMBERED_DEVICE_COOKIE, SIGN_IN_NONCE_COOKIE } from './device-cookie.ts';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let now = new Date();
const log: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => log.push(chunk.toString('utf8')));
const t = useTestApp({ clock: () => now, logStream });

/** Moves the portal's clock on; codes are made for the portal's time. */
const wait = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(now.getTime() / 1000) + offsetSeconds });

type Response = Awaited<ReturnType<TestApp['api']>>;

function login(
  app: TestApp,
  email: string,
  options: { password?: string; cookie?: string; userAgent?: string; address?: string } = {},
) {
  return app.login(email, options.password ?? STRONG_PASSWORD, { address: '203.0.113.20', ...options });
}

function sendCode(
  app: TestApp,
  payload: Record<string, unknown>,
  options: { cookie?: string; userAgent?: string; address?: string } = {},
) {
  return app.api({
    method: 'POST',
    url: '/auth/mfa',
    remoteAddress: options.address ?? '203.0.113.20',
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
    payload,
  });
}

/** The `name=value` of a cookie the answer sets, or undefined. */
function cookieOf(response: Response, name: string): string | undefined {
  const header = [response.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith(`${name}=`));
  return header?.split(';')[0];
}

/** Starts and confirms an enrolment for a signed-in user; answers the secret and the recovery codes. */
async function enrol(app: TestApp, user: SignedInUser) {
  const started = await app.api({ method: 'POST', url: '/auth/mfa/enrolment', token: user.token });
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json() as { secret: string };
  const confirmed = await app.api({
    method: 'POST',
    url: '/auth/mfa/enrolment/confirm',
    token: user.token,
    payload: { code: await codeAt(secret) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  // The code just used cannot be used again: the next one is the one of the following step.
  wait(30_000);
  return { secret, recoveryCodes: (confirmed.json() as { recovery_codes: string[] }).recovery_codes };
}

async function challengeFor(app: TestApp, email: string, options: { cookie?: string } = {}) {
  const response = await login(app, email, options);
  expect(response.statusCode, response.body).toBe(200);
  expect(Object.keys(response.json()).sort()).toEqual(['mfa_required', 'mfa_token']);
  expect(response.json().mfa_required).toBe(true);
  return response.json().mfa_token as string;
}

describe('enrolling', () => {
  it('gives a secret as text, an otpauth URL and a QR code, and turns two-factor on with a right code', async () => {
    const doctor = await t.signIn('DOCTOR');
    const started = await t.api({ method: 'POST', url: '/auth/mfa/enrolment', token: doctor.token });
    expect(started.statusCode).toBe(200);
    const enrolment = started.json();
    expect(Object.keys(enrolment).sort()).toEqual(['otpauth_url', 'qr_code', 'secret']);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(enrolment.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(enrolment.secret);
    expect(url.searchParams.get('issuer')).toBe(t.config.clinicName);
    expect(decodeURIComponent(url.pathname)).toContain(doctor.user.email);
    expect(enrolment.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qr_code.split(',')[1], 'base64').toString()).toContain('<svg');

    // The secret is sealed at rest.
    const [stored] = await t.database.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, doctor.user.id));
    expect(stored?.sealedSecret).toBeDefined();
    expect(stored?.sealedSecret).not.toContain(enrolment.secret);

    const wrong = await t.api({
      method: 'POST',
      url: '/auth/mfa/enrolment/confirm',
      token: doctor.token,
      payload: { code: await codeAt(enrolment.secret, -600) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.incorrectCode });
    const me = await t.api({ method: 'GET', url: '/users/me', token: doctor.token });
    expect(me.json()).toMatchObject({ mfa_enabled: false, mfa_required: false });

    const confirmed = await t.api({
      method: 'POST',
      url: '/auth/mfa/enrolment/confirm',
      token: doctor.token,
      payload: { code: await codeAt(enrolment.secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored_codes = await t.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, doctor.user.id));
    expect(stored_codes).toHaveLength(10);
    for (const row of stored_codes) expect(codes).not.toContain(row.codeHash);

    expect((await t.api({ method: 'GET', url: '/users/me', token: doctor.token })).json()).toMatchObject({
      mfa_enabled: true,
    });
    // Never shown again.
    const again = await t.api({ method: 'POST', url: '/auth/mfa/enrolment', token: doctor.token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.alreadyOn });
  });

  it('signs every other session of the account out once two-factor is on', async () => {
    const nurse = await t.signIn('NURSE');
    const other = (await login(t, nurse.user.email)).json().access_token as string;
    expect((await t.api({ method: 'GET', url: '/users/me', token: other })).statusCode).toBe(200);
    await enrol(t, nurse);
    expect((await t.api({ method: 'GET', url: '/users/me', token: other })).statusCode).toBe(401);
    expect((await t.api({ method: 'GET', url: '/users/me', token: nurse.token })).statusCode).toBe(200);
  });

  it('refuses to confirm before starting, and refuses an empty code with a validation answer', async () => {
    const staff = await t.signIn('STAFF');
    const early = await t.api({
      method: 'POST',
      url: '/auth/mfa/enrolment/confirm',
      token: staff.token,
      payload: { code: '123456' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.noEnrolment });
    const empty = await t.api({
      method: 'POST',
      url: '/auth/mfa/enrolment/confirm',
      token: staff.token,
      payload: { code: '' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail[0]).toMatchObject({ loc: ['body', 'code'], msg: TWO_FACTOR_MESSAGES.codeRequired });
  });

  it('refuses a KIOSK account', async () => {
    const kiosk = await t.signIn('KIOSK');
    for (const url of ['/auth/mfa/enrolment', '/auth/mfa/enrolment/confirm']) {
      const response = await t.api({ method: 'POST', url, token: kiosk.token, payload: { code: '123456' } });
      expect(response.statusCode, url).toBe(403);
    }
    expect(
      (await t.api({ method: 'DELETE', url: '/auth/mfa', token: kiosk.token, payload: { code: '123456' } })).statusCode,
    ).toBe(403);
  });
});

describe('signing in with two-factor', () => {
  it('keeps the spec answer for an account without two-factor', async () => {
    const staff = await t.signIn('STAFF');
    const response = await login(t, staff.user.email);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['access_token', 'token_type']);
    expect(response.json().token_type).toBe('bearer');
  });

  it('asks for a code after the password, and answers the token as the sign-in does for a right one', async () => {
    const doctor = await t.signIn('DOCTOR');
    const { secret } = await enrol(t, doctor);
    const wrongPassword = await login(t, doctor.user.email, { password: 'Wrong#password1' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ detail: AUTH_MESSAGES.invalidCredentials });

    const first = await login(t, doctor.user.email);
    expect(cookieOf(first, DEVICE_COOKIE)).toBeUndefined();
    const mfaToken = first.json().mfa_token as string;
    // The challenge's token is not a session.
    expect((await t.api({ method: 'GET', url: '/users/me', token: mfaToken })).statusCode).toBe(401);

    const wrong = await sendCode(t, { mfa_token: mfaToken, code: await codeAt(secret, -300) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.incorrectCode });

    const right = await sendCode(t, { mfa_token: mfaToken, code: await codeAt(secret) });
    expect(right.statusCode).toBe(200);
    expect(Object.keys(right.json()).sort()).toEqual(['access_token', 'token_type']);
    expect(right.json().token_type).toBe('bearer');
    expect(cookieOf(right, DEVICE_COOKIE)).toBeDefined();
    expect([right.headers['set-cookie']].flat().join()).toMatch(/HttpOnly; SameSite=Strict/);
    expect(cookieOf(right, REMEMBERED_DEVICE_COOKIE)).toBeUndefined();
    const me = await t.api({ method: 'GET', url: '/users/me', token: right.json().access_token });
    expect(me.json()).toMatchObject({ id: doctor.user.id, mfa_enabled: true });

    // The challenge works once.
    const reused = await sendCode(t, { mfa_token: mfaToken, code: await codeAt(secret, 30) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.challengeExpired });
  });

  it('refuses a code used once for the rest of its window, and takes the next one', async () => {
    const doctor = await t.signIn('DOCTOR');
    const { secret } = await enrol(t, doctor);
    const code = await codeAt(secret);
    expect((await sendCode(t, { mfa_token: await challengeFor(t, doctor.user.email), code })).statusCode).toBe(200);
    const replay = await sendCode(t, { mfa_token: await challengeFor(t, doctor.user.email), code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.incorrectCode });
    wait(30_000);
    const next = await sendCode(t, { mfa_token: await challengeFor(t, doctor.user.email), code: await codeAt(secret) });
    expect(next.statusCode).toBe(200);
    // Sent twice at once, a code still passes once.
    wait(30_000);
    const [first, second] = [await challengeFor(t, doctor.user.email), await challengeFor(t, doctor.user.email)];
    const concurrent = await Promise.all([
      sendCode(t, { mfa_token: first, code: await codeAt(secret) }),
      sendCode(t, { mfa_token: second, code: await codeAt(secret) }),
    ]);
    expect(concurrent.map((response) => response.statusCode).sort()).toEqual([200, 401]);
  });

  it('takes each recovery code once, however it is typed', async () => {
    const nurse = await t.signIn('NURSE');
    const { recoveryCodes } = await enrol(t, nurse);
    const [first = '', second = ''] = recoveryCodes;
    const used = await sendCode(t, { mfa_token: await challengeFor(t, nurse.user.email), code: first });
    expect(used.statusCode).toBe(200);
    const again = await sendCode(t, { mfa_token: await challengeFor(t, nurse.user.email), code: first });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.incorrectCode });
    const typed = ` ${second.replace('-', ' ').toUpperCase()} `;
    expect((await sendCode(t, { mfa_token: await challengeFor(t, nurse.user.email), code: typed })).statusCode).toBe(
      200,
    );
    const unused = await t.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, nurse.user.id));
    expect(unused.filter((row) => row.usedAt === null)).toHaveLength(8);
  });

  it('lets a challenge expire after five minutes and die after five wrong codes', async () => {
    const doctor = await t.signIn('DOCTOR');
    const { secret } = await enrol(t, doctor);
    const late = await challengeFor(t, doctor.user.email);
    wait(5 * 60_000 + 1000);
    const expired = await sendCode(t, { mfa_token: late, code: await codeAt(secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.challengeExpired });

    const guessed = await challengeFor(t, doctor.user.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await sendCode(t, { mfa_token: guessed, code: String(100000 + attempt) });
      expect(wrong.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.incorrectCode });
    }
    const spent = await sendCode(t, { mfa_token: guessed, code: await codeAt(secret) });
    expect(spent.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.challengeExpired });
    expect((await sendCode(t, { mfa_token: 'no-such-token', code: '123456' })).statusCode).toBe(401);
  });

  it('counts wrong codes toward the sign-in limits and never checks more codes than they allow', async () => {
    const limited = await createTestApp({
      clock: () => now,
      loginLimits: { perAccount: 10, perAddress: 1000, windowMs: 15 * 60_000, firstDelayMs: 1000 },
    });
    try {
      const admin = await limited.signIn('ADMIN');
      const { secret } = await enrol(limited, admin);
      const challenges: string[] = [];
      for (let index = 0; index < 8; index += 1) challenges.push(await challengeFor(limited, admin.user.email));
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          sendCode(limited, { mfa_token: challenges[index % challenges.length], code: '000000' }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30);
      // The password waits like the codes do.
      const blocked = await login(limited, admin.user.email);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ detail: AUTH_MESSAGES.signInLinkSent });
      // A right password does not clear the count of wrong codes: the next wrong code waits longer.
      wait(1000);
      const afterPassword = await challengeFor(limited, admin.user.email);
      expect((await sendCode(limited, { mfa_token: afterPassword, code: '000000' })).statusCode).toBe(401);
      const held = await sendCode(limited, { mfa_token: afterPassword, code: await codeAt(secret) });
      expect(held.statusCode).toBe(429);
      expect(held.headers['retry-after']).toBe('2');
      wait(2000);
      expect((await sendCode(limited, { mfa_token: afterPassword, code: await codeAt(secret) })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('remembers a browser for 30 days when asked, for that user only', async () => {
    const doctor = await t.signIn('DOCTOR');
    const nurse = await t.signIn('NURSE');
    const { secret } = await enrol(t, doctor);
    const nurseEnrolment = await enrol(t, nurse);
    const remembered = await sendCode(t, {
      mfa_token: await challengeFor(t, doctor.user.email),
      code: await codeAt(secret),
      remember_device: true,
    });
    expect(remembered.statusCode).toBe(200);
    const cookie = cookieOf(remembered, REMEMBERED_DEVICE_COOKIE);
    expect(cookie).toBeDefined();
    const header = [remembered.headers['set-cookie']]
      .flat()
      .find((value) => value?.startsWith(REMEMBERED_DEVICE_COOKIE));
    expect(header).toMatch(/Path=\/api\/v1\/auth; Max-Age=2592000; HttpOnly; SameSite=Strict/);

    const skipped = await login(t, doctor.user.email, { cookie });
    expect(skipped.statusCode).toBe(200);
    expect(Object.keys(skipped.json()).sort()).toEqual(['access_token', 'token_type']);
    // Another browser, or another user on this one, still gives a code.
    expect((await login(t, doctor.user.email)).json().mfa_required).toBe(true);
    expect((await login(t, nurse.user.email, { cookie })).json().mfa_required).toBe(true);
    // The nurse is remembered on the same browser too, beside the doctor.
    const nurseRemembered = await sendCode(
      t,
      {
        mfa_token: await challengeFor(t, nurse.user.email, { cookie }),
        code: await codeAt(nurseEnrolment.secret),
        remember_device: true,
      },
      { cookie },
    );
    expect(cookieOf(nurseRemembered, REMEMBERED_DEVICE_COOKIE)).toBe(cookie);
    expect((await login(t, nurse.user.email, { cookie })).json().access_token).toBeDefined();
    expect((await login(t, doctor.user.email, { cookie })).json().access_token).toBeDefined();

    const resumeAt = now;
    wait(30 * 24 * 3_600_000 + 60_000);
    try {
      expect((await login(t, doctor.user.email, { cookie })).json().mfa_required).toBe(true);
    } finally {
      // The sessions of the tests that follow were opened by the real clock.
      now = resumeAt;
    }
  });

  it('keeps what the client sends out of the log', async () => {
    const nurse = await t.signIn('NURSE');
    const { secret, recoveryCodes } = await enrol(t, nurse);
    const mfaToken = await challengeFor(t, nurse.user.email);
    await sendCode(t, { mfa_token: mfaToken, code: '999999' });
    const code = await codeAt(secret);
    await sendCode(t, { mfa_token: mfaToken, code });
    await sendCode(t, { mfa_token: await challengeFor(t, nurse.user.email), code: recoveryCodes[0] });
    const text = log.join('');
    expect(text.length).toBeGreaterThan(0);
    for (const value of [secret, mfaToken, code, recoveryCodes[0]!, STRONG_PASSWORD]) {
      expect(text).not.toContain(value);
    }
  });
});

describe('turning two-factor off', () => {
  it('takes a current code, then signs in with the password alone', async () => {
    const doctor = await t.signIn('DOCTOR');
    const { secret } = await enrol(t, doctor);
    const wrong = await t.api({
      method: 'DELETE',
      url: '/auth/mfa',
      token: doctor.token,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.incorrectCode });
    const off = await t.api({
      method: 'DELETE',
      url: '/auth/mfa',
      token: doctor.token,
      payload: { code: await codeAt(secret) },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: TWO_FACTOR_MESSAGES.turnedOff });
    expect((await login(t, doctor.user.email)).json().access_token).toBeDefined();
    const again = await t.api({ method: 'DELETE', url: '/auth/mfa', token: doctor.token, payload: { code: '1' } });
    expect(again.statusCode).toBe(409);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(doctor.user.id)), eq(auditEvents.entity, 'user')));
    expect(audit.map((event) => event.action)).toEqual(['enable_two_factor', 'disable_two_factor']);
  });
});

describe('an administrator resetting two-factor', () => {
  it('turns it off, ends the user sessions and records who did it', async () => {
    const admin = await t.signIn('ADMIN', { fullName: 'Ana Admin' });
    const doctor = await t.signIn('DOCTOR');
    await enrol(t, doctor);
    const listed = (await t.api({ method: 'GET', url: '/users/', token: admin.token })).json();
    expect(listed.find((user: { id: number }) => user.id === doctor.user.id)).toMatchObject({ mfa_enabled: true });

    const reset = await t.api({ method: 'DELETE', url: `/users/${doctor.user.id}/mfa`, token: admin.token });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ id: doctor.user.id, mfa_enabled: false });
    expect((await t.api({ method: 'GET', url: '/users/me', token: doctor.token })).statusCode).toBe(401);
    expect((await login(t, doctor.user.email)).json().access_token).toBeDefined();
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(doctor.user.id)), eq(auditEvents.action, 'reset_two_factor')));
    expect(event).toMatchObject({
      entity: 'user',
      actorUserId: admin.user.id,
      actorName: 'Ana Admin',
      actorRole: 'ADMIN',
    });
    expect(event?.changes).toEqual({ email: doctor.user.email });

    const notOn = await t.api({ method: 'DELETE', url: `/users/${doctor.user.id}/mfa`, token: admin.token });
    expect(notOn.statusCode).toBe(409);
    expect(notOn.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.notOn });
  });

  it('follows the rules of changing an account', async () => {
    const admin = await t.signIn('ADMIN');
    const superadmin = await t.signIn('SUPERADMIN');
    await enrol(t, superadmin);
    await enrol(t, admin);
    const bySuperior = await t.api({ method: 'DELETE', url: `/users/${superadmin.user.id}/mfa`, token: admin.token });
    expect(bySuperior.statusCode).toBe(403);
    expect(bySuperior.json()).toEqual({ detail: USER_MESSAGES.superadminAccountChange });
    const own = await t.api({ method: 'DELETE', url: `/users/${admin.user.id}/mfa`, token: admin.token });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ detail: USER_MESSAGES.cannotChangeSelf });
    expect((await t.api({ method: 'DELETE', url: '/users/9999999/mfa', token: admin.token })).statusCode).toBe(404);
    expect((await t.api({ method: 'DELETE', url: '/users/abc/mfa', token: admin.token })).statusCode).toBe(422);
    const bySuperadmin = await t.api({ method: 'DELETE', url: `/users/${admin.user.id}/mfa`, token: superadmin.token });
    expect(bySuperadmin.statusCode).toBe(200);
    for (const role of ['DOCTOR', 'NURSE', 'STAFF', 'KIOSK'] as Role[]) {
      const caller = await t.signIn(role);
      const refused = await t.api({ method: 'DELETE', url: `/users/${superadmin.user.id}/mfa`, token: caller.token });
      expect(refused.statusCode, role).toBe(403);
    }
  });
});

describe('the account sessions', () => {
  it('lists the account live sessions with their device, and signs another one out', async () => {
    const nurse = await t.signIn('NURSE');
    const stranger = await t.signIn('NURSE');
    const desk = (await login(t, nurse.user.email, { userAgent: CHROME_ON_WINDOWS, address: '192.0.2.7' })).json()
      .access_token as string;
    const phone = (await login(t, nurse.user.email, { userAgent: SAFARI_ON_IPHONE, address: '198.51.100.9' })).json()
      .access_token as string;
    const listed = await t.api({ method: 'GET', url: '/auth/sessions', token: desk });
    expect(listed.statusCode).toBe(200);
    const items = listed.json().items as {
      id: number;
      device: string;
      address: string | null;
      created_at: string;
      last_used_at: string;
      current: boolean;
    }[];
    expect(items).toHaveLength(3);
    expect(items.filter((item) => item.current)).toEqual([
      expect.objectContaining({ device: 'Chrome on Windows', address: '192.0.2.7' }),
    ]);
    const phoneSession = items.find((item) => item.device === 'Safari on iPhone');
    expect(phoneSession).toMatchObject({ address: '198.51.100.9', current: false });
    expect(new Date(phoneSession!.created_at).getTime()).not.toBeNaN();
    expect(new Date(phoneSession!.last_used_at).getTime()).not.toBeNaN();

    const strangerSessions = (await t.api({ method: 'GET', url: '/auth/sessions', token: stranger.token })).json();
    const strangerSession = strangerSessions.items[0].id as number;
    const notTheirs = await t.api({ method: 'DELETE', url: `/auth/sessions/${strangerSession}`, token: desk });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.sessionNotFound });
    expect((await t.api({ method: 'GET', url: '/users/me', token: stranger.token })).statusCode).toBe(200);

    const ended = await t.api({ method: 'DELETE', url: `/auth/sessions/${phoneSession!.id}`, token: desk });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: TWO_FACTOR_MESSAGES.sessionEnded });
    expect((await t.api({ method: 'GET', url: '/users/me', token: phone })).statusCode).toBe(401);
    expect((await t.api({ method: 'GET', url: '/users/me', token: desk })).statusCode).toBe(200);
    const after = (await t.api({ method: 'GET', url: '/auth/sessions', token: desk })).json().items;
    expect(after.map((item: { id: number }) => item.id)).not.toContain(phoneSession!.id);
    expect((await t.api({ method: 'DELETE', url: `/auth/sessions/${phoneSession!.id}`, token: desk })).statusCode).toBe(
      404,
    );
  });

  it('refuses the kiosk account', async () => {
    const kiosk = await t.signIn('KIOSK');
    expect((await t.api({ method: 'GET', url: '/auth/sessions', token: kiosk.token })).statusCode).toBe(403);
    expect((await t.api({ method: 'DELETE', url: '/auth/sessions/1', token: kiosk.token })).statusCode).toBe(403);
  });
});

describe('MFA_REQUIRED_ROLES', () => {
  let required: TestApp;
  beforeAll(async () => {
    required = await createTestApp({ clock: () => now, environment: { MFA_REQUIRED_ROLES: 'SUPERADMIN,ADMIN' } });
  });
  afterAll(() => required.close());

  it('lets an administrator without two-factor only set it up, read their account and sign out', async () => {
    const admin = await required.signIn('ADMIN');
    const signedIn = await login(required, admin.user.email);
    expect(Object.keys(signedIn.json()).sort()).toEqual(['access_token', 'token_type']);
    const token = signedIn.json().access_token as string;

    const me = await required.api({ method: 'GET', url: '/users/me', token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ mfa_required: true, mfa_enabled: false });
    const allowed = new Set([
      'GET /api/v1/users/me',
      'POST /api/v1/auth/logout',
      'POST /api/v1/auth/mfa/enrolment',
      'POST /api/v1/auth/mfa/enrolment/confirm',
    ]);
    const guarded = required.app.apiRoutes.filter((route) => !route.public);
    for (const route of guarded.filter((candidate) => !allowed.has(`${candidate.method} ${candidate.url}`))) {
      const response = await required.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[a-zA-Z]+/g, '1'),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json(), `${route.method} ${route.url}`).toEqual({ detail: TWO_FACTOR_MESSAGES.setupRequired });
    }

    const started = await required.api({ method: 'POST', url: '/auth/mfa/enrolment', token });
    expect(started.statusCode).toBe(200);
    const confirmed = await required.api({
      method: 'POST',
      url: '/auth/mfa/enrolment/confirm',
      token,
      payload: { code: await codeAt(started.json().secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await required.api({ method: 'GET', url: '/users/', token })).statusCode).toBe(200);
    const off = await required.api({ method: 'DELETE', url: '/auth/mfa', token, payload: { code: '123456' } });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.requiredForRole });
    expect((await required.api({ method: 'POST', url: '/auth/logout', token })).statusCode).toBe(200);
  });

  it('leaves the other roles free to choose', async () => {
    const doctor = await required.signIn('DOCTOR');
    const me = await required.api({ method: 'GET', url: '/users/me', token: doctor.token });
    expect(me.json()).toMatchObject({ mfa_required: false, mfa_enabled: false });
    expect((await required.api({ method: 'GET', url: '/patients/', token: doctor.token })).statusCode).toBe(200);
    const superadmin = await required.signIn('SUPERADMIN');
    const refused = await required.api({ method: 'GET', url: '/patients/', token: superadmin.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.setupRequired });
  });

  it('is off when the variable is empty', async () => {
    const admin = await t.signIn('ADMIN');
    expect(t.config.mfaRequiredRoles).toEqual([]);
    expect((await t.api({ method: 'GET', url: '/users/', token: admin.token })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: '/users/me', token: admin.token })).json()).toMatchObject({
      mfa_required: false,
    });
  });
});

describe('a password change or reset', () => {
  const NEW_PASSWORD = 'Fresh#Password3';

  /** Signs in with a code and ticks "remember this browser"; answers the remembered-device cookie. */
  async function rememberedBrowser(user: SignedInUser, secret: string): Promise<string> {
    wait(30_000);
    const mfaToken = await challengeFor(t, user.user.email);
    const remembered = await sendCode(t, { mfa_token: mfaToken, code: await codeAt(secret), remember_device: true });
    expect(remembered.statusCode, remembered.body).toBe(200);
    const cookie = cookieOf(remembered, REMEMBERED_DEVICE_COOKIE)!;
    expect((await login(t, user.user.email, { cookie })).json()).toHaveProperty('access_token');
    return cookie;
  }

  /** A sign-in with the new password and the kept cookie, on another server and from another address. */
  async function signInElsewhere(email: string, cookie: string) {
    const other = await buildApp({ config: t.config, database: t.database, clock: () => now, logStream });
    try {
      return await other.inject({
        method: 'POST',
        url: `${API_PREFIX}/auth/login`,
        remoteAddress: '203.0.113.99',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        payload: new URLSearchParams({ username: email, password: NEW_PASSWORD }).toString(),
      });
    } finally {
      await other.close();
    }
  }

  it('forgets the browsers remembered to skip the code after a change', async () => {
    const nurse = await t.signIn('NURSE');
    const { secret } = await enrol(t, nurse);
    const cookie = await rememberedBrowser(nurse, secret);
    const changed = await t.api({
      method: 'POST',
      url: '/users/change-password',
      token: nurse.token,
      payload: { userId: nurse.user.id, oldPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await signInElsewhere(nurse.user.email, cookie);
    expect(again.json()).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
  });

  it('forgets them after a reset too', async () => {
    const doctor = await t.signIn('DOCTOR');
    const { secret } = await enrol(t, doctor);
    const cookie = await rememberedBrowser(doctor, secret);
    await t.api({ method: 'POST', url: '/auth/forgot-password', payload: { email: doctor.user.email } });
    await t.settled();
    const mail = t.outbox().findLast((raw) => raw.includes(`To: ${doctor.user.email}`))!;
    const reset = await t.api({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token: linkInMail(mail).searchParams.get('token'), new_password: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const again = await signInElsewhere(doctor.user.email, cookie);
    expect(again.json()).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
  });
});

describe('a sign-in link', () => {
  it('asks for the code of an account with two-factor sign-in, and the code completes it past the limits', async () => {
    const admin = await t.signIn('ADMIN');
    const { secret } = await enrol(t, admin);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await login(t, admin.user.email, { password: 'Wrong#password1', address: '198.51.100.30' });
    }
    const refused = await login(t, admin.user.email);
    expect(refused.statusCode).toBe(429);
    const nonce = cookieOf(refused, SIGN_IN_NONCE_COOKIE)!;
    await t.settled();
    const mail = t.outbox().findLast((raw) => raw.includes(`To: ${admin.user.email}`) && raw.includes('sign-in link'))!;

    const linked = await t.api({
      method: 'POST',
      url: '/auth/sign-in-link',
      remoteAddress: '203.0.113.20',
      headers: { cookie: nonce },
      payload: { token: linkInMail(mail).searchParams.get('token') },
    });
    expect(linked.json()).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
    const device = cookieOf(linked, DEVICE_COOKIE)!;
    const signedIn = await sendCode(
      t,
      { mfa_token: linked.json().mfa_token, code: await codeAt(secret) },
      { cookie: device },
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toHaveProperty('access_token');
  });
});
