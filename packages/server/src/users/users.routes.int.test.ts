import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  INVITATION_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  USER_MESSAGES,
  type Role,
} from '@clinic/contracts';
import { uniqueEmail } from '@clinic/contracts/testing';
import { staffName } from '../db/staff-name.ts';
import { auditEvents } from '../db/schema/index.ts';
import { createLoginLimiter, DEFAULT_LOGIN_LIMITS } from '../auth/login-limiter.ts';
import { createSessionsService } from '../auth/sessions.service.ts';
import { createUsersRepository } from './users.repository.ts';
import { createUsersService } from './users.service.ts';
import { createTestApp, linkInMail, useTestApp, type SignedInUser, type TestApp } from '../testing/test-app.ts';
import { systemClock } from '../clock.ts';

const t = useTestApp();
let admin: SignedInUser;
let superadmin: SignedInUser;
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
  superadmin = await t.signIn('SUPERADMIN');
});

const invite = (token: string, query: Record<string, string>) =>
  t.api({ method: 'POST', url: `/users/invite?${new URLSearchParams(query).toString()}`, token });
const updateUser = (token: string, id: number, payload: Record<string, unknown>) =>
  t.api({ method: 'PUT', url: `/users/${id}`, token, payload });
const deleteUser = (token: string, id: number) => t.api({ method: 'DELETE', url: `/users/${id}`, token });
const mailTo = (app: TestApp, email: string) => app.outbox().findLast((raw) => raw.includes(`To: ${email}`));

describe('listing users', () => {
  it.each(['/users/5/users', '/users/'])('answers every user on %s for ADMIN and SUPERADMIN', async (url) => {
    for (const caller of [admin, superadmin]) {
      const response = await t.api({ method: 'GET', url, token: caller.token });
      expect(response.statusCode).toBe(200);
      const emails = response.json().map((user: { email: string }) => user.email);
      expect(emails).toEqual(expect.arrayContaining([admin.user.email, superadmin.user.email]));
      expect(response.body).not.toMatch(/password/i);
    }
  });

  it.each<Role>(['DOCTOR', 'NURSE', 'STAFF', 'KIOSK'])('refuses a %s caller', async (role) => {
    const { token } = await t.signIn(role);
    for (const url of ['/users/5/users', '/users/']) {
      expect((await t.api({ method: 'GET', url, token })).statusCode).toBe(403);
    }
  });

  it('refuses a caller without a session', async () => {
    expect((await t.api({ method: 'GET', url: '/users/' })).statusCode).toBe(401);
  });
});

describe('inviting', () => {
  it('creates an inactive STAFF account by default and mails a link naming the clinic and expiry', async () => {
    const email = uniqueEmail('invitee');
    const response = await invite(admin.token, { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, role: 'STAFF', is_active: false });
    const mail = mailTo(t, email);
    expect(mail).toBeDefined();
    expect(mail).toContain(t.config.clinicName);
    expect(mail!.replace(/=\r?\n/g, '')).toContain(`You have been invited to ${t.config.clinicName} as STAFF.`);
    expect(mail).toContain('72 hours');
    expect(mail).toMatch(/text\/plain/);
    expect(mail).toMatch(/text\/html/);
    expect(linkInMail(mail!).pathname).toBe('/reset-password');
  });

  it('keeps the full name given, or none, and names the account by its e-mail without one', async () => {
    const email = uniqueEmail('named');
    const named = await invite(admin.token, { email, full_name: ' Maria Reyes ', role: 'DOCTOR' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ email, full_name: 'Maria Reyes', display_name: 'Maria Reyes' });
    const nameless = (await invite(admin.token, { email: uniqueEmail('nameless') })).json();
    expect(nameless).toMatchObject({ full_name: null, display_name: nameless.email });
    const listed = (await t.api({ method: 'GET', url: '/users', token: admin.token })).json();
    expect(listed).toContainEqual(expect.objectContaining({ email, display_name: 'Maria Reyes' }));
    const tooLong = await invite(admin.token, { email: uniqueEmail(), full_name: 'x'.repeat(500) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().detail[0].loc).toEqual(['query', 'full_name']);
  });

  it('accepts KIOSK and any letter case of a role', async () => {
    const response = await invite(admin.token, { email: uniqueEmail('kiosk'), role: 'kiosk' });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('KIOSK');
  });

  it('never invites a SUPERADMIN, even for a SUPERADMIN caller', async () => {
    const email = uniqueEmail();
    const response = await invite(superadmin.token, { email, role: 'SUPERADMIN' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['query', 'role']);
    expect(mailTo(t, email)).toBeUndefined();
  });

  it('refuses an unknown role, a malformed and a missing e-mail with 422', async () => {
    expect((await invite(admin.token, { email: uniqueEmail(), role: 'JANITOR' })).statusCode).toBe(422);
    const malformed = await invite(admin.token, { email: 'not-an-email' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail[0].loc).toEqual(['query', 'email']);
    expect((await invite(admin.token, {})).statusCode).toBe(422);
  });

  it('refuses an address already in use, in any letter case, with 409', async () => {
    const response = await invite(admin.token, { email: admin.user.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: USER_MESSAGES.emailTaken });
  });

  it.each<Role>(['DOCTOR', 'NURSE', 'STAFF', 'KIOSK'])('refuses a %s caller and sends nothing', async (role) => {
    const { token } = await t.signIn(role);
    const email = uniqueEmail();
    expect((await invite(token, { email })).statusCode).toBe(403);
    expect(mailTo(t, email)).toBeUndefined();
  });
});

describe('following an invitation', () => {
  it('sets the password, activates the account and works only once', async () => {
    const email = uniqueEmail('nurse');
    const invited = (await invite(admin.token, { email, role: 'NURSE' })).json();
    expect((await t.login(email, 'Fresh1Password!')).statusCode).toBe(401);

    const link = linkInMail(mailTo(t, email)!);
    expect(link.searchParams.get('invite')).toBe('1');
    const token = link.searchParams.get('token')!;
    const reset = await t.api({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, new_password: 'Fresh1Password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: INVITATION_MESSAGES.success });

    const signedIn = await t.login(email, 'Fresh1Password');
    expect(signedIn.statusCode).toBe(200);
    const me = await t.api({ method: 'GET', url: '/users/me', token: signedIn.json().access_token });
    expect(me.json()).toMatchObject({ id: invited.id, role: 'NURSE', is_active: true });

    const reused = await t.api({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, new_password: 'Other1Password' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ detail: RESET_PASSWORD_MESSAGES.invalidToken });
  });

  it('stops working once the account is deactivated or its role changed', async () => {
    const setPassword = (token: string) =>
      t.api({ method: 'POST', url: '/auth/reset-password', payload: { token, new_password: 'Fresh1Password' } });

    const deactivatedEmail = uniqueEmail('deactivated');
    const deactivated = (await invite(admin.token, { email: deactivatedEmail, role: 'DOCTOR' })).json();
    const deactivatedLink = linkInMail(mailTo(t, deactivatedEmail)!).searchParams.get('token')!;
    expect((await updateUser(admin.token, deactivated.id, { is_active: false })).statusCode).toBe(200);
    const reactivation = await setPassword(deactivatedLink);
    expect(reactivation.statusCode).toBe(400);
    expect(reactivation.json()).toEqual({ detail: RESET_PASSWORD_MESSAGES.invalidToken });
    expect(await createUsersRepository(t.database.db).findById(deactivated.id)).toMatchObject({
      isActive: false,
      passwordHash: null,
    });

    const demotedEmail = uniqueEmail('demoted');
    const demoted = (await invite(admin.token, { email: demotedEmail, role: 'DOCTOR' })).json();
    const demotedLink = linkInMail(mailTo(t, demotedEmail)!).searchParams.get('token')!;
    expect((await updateUser(admin.token, demoted.id, { role: 'STAFF' })).statusCode).toBe(200);
    expect((await setPassword(demotedLink)).statusCode).toBe(400);
    expect((await t.login(demotedEmail, 'Fresh1Password')).statusCode).toBe(401);
  });

  it('refuses a link older than 72 hours and leaves the account inactive', async () => {
    let now = new Date();
    const clocked = await createTestApp({ clock: () => now });
    try {
      const caller = await clocked.signIn('ADMIN');
      const email = uniqueEmail('late');
      const query = new URLSearchParams({ email }).toString();
      const invited = await clocked.api({ method: 'POST', url: `/users/invite?${query}`, token: caller.token });
      expect(invited.statusCode).toBe(200);
      const token = linkInMail(mailTo(clocked, email)!).searchParams.get('token')!;

      now = new Date(now.getTime() + 73 * 3_600_000);
      const reset = await clocked.api({
        method: 'POST',
        url: '/auth/reset-password',
        payload: { token, new_password: 'Fresh1Password' },
      });
      expect(reset.statusCode).toBe(400);
      expect(reset.json()).toEqual({ detail: RESET_PASSWORD_MESSAGES.invalidToken });
      expect((await clocked.login(email, 'Fresh1Password')).statusCode).toBe(401);
    } finally {
      await clocked.close();
    }
  });
});

describe('updating a user', () => {
  it('changes the role and activates a self-registered account', async () => {
    const registered = await t.signIn('STAFF', { isActive: false });
    expect((await t.api({ method: 'GET', url: '/users/', token: registered.token })).json()).toEqual({
      detail: AUTH_MESSAGES.inactive,
    });
    const response = await updateUser(admin.token, registered.user.id, { role: 'doctor', is_active: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: registered.user.id, role: 'DOCTOR', is_active: true });
    const me = await t.api({ method: 'GET', url: '/users/me', token: registered.token });
    expect(me.json()).toMatchObject({ role: 'DOCTOR', is_active: true });
  });

  it('sets, changes and removes the full name, which the account then reads as its own', async () => {
    const staff = await t.signIn('STAFF', { fullName: null });
    const named = await updateUser(admin.token, staff.user.id, { full_name: 'Liza Soriano' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ full_name: 'Liza Soriano', display_name: 'Liza Soriano', role: 'STAFF' });
    expect((await t.api({ method: 'GET', url: '/users/me', token: staff.token })).json()).toMatchObject({
      display_name: 'Liza Soriano',
    });
    const cleared = await updateUser(admin.token, staff.user.id, { full_name: '  ' });
    expect(cleared.json()).toMatchObject({ full_name: null, display_name: staff.user.email });
  });

  it('ends a deactivated user sessions at once', async () => {
    const nurse = await t.signIn('NURSE');
    expect((await t.api({ method: 'GET', url: '/users/me', token: nurse.token })).statusCode).toBe(200);
    const response = await updateUser(admin.token, nurse.user.id, { is_active: false });
    expect(response.json()).toMatchObject({ is_active: false });
    expect((await t.api({ method: 'GET', url: '/users/me', token: nurse.token })).statusCode).toBe(401);
  });

  it('refuses a change of the caller own account', async () => {
    for (const payload of [{ role: 'STAFF' }, { is_active: false }]) {
      const response = await updateUser(admin.token, admin.user.id, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: USER_MESSAGES.cannotChangeSelf });
    }
  });

  it('lets only a SUPERADMIN grant or remove SUPERADMIN', async () => {
    const doctor = await t.signIn('DOCTOR');
    const byAdmin = await updateUser(admin.token, doctor.user.id, { role: 'SUPERADMIN' });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual({ detail: USER_MESSAGES.superadminOnly });

    const granted = await updateUser(superadmin.token, doctor.user.id, { role: 'SUPERADMIN' });
    expect(granted.json()).toMatchObject({ role: 'SUPERADMIN' });
    const demoted = await updateUser(admin.token, doctor.user.id, { role: 'DOCTOR' });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json()).toEqual({ detail: USER_MESSAGES.superadminAccountChange });
    const deactivated = await updateUser(admin.token, doctor.user.id, { is_active: false });
    expect(deactivated.statusCode).toBe(403);
    expect(deactivated.json()).toEqual({ detail: USER_MESSAGES.superadminAccountChange });
    const deleted = await deleteUser(admin.token, doctor.user.id);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toEqual({ detail: USER_MESSAGES.superadminAccountDelete });
    expect((await updateUser(superadmin.token, doctor.user.id, { role: 'DOCTOR' })).json()).toMatchObject({
      role: 'DOCTOR',
    });
  });

  it('keeps one active SUPERADMIN when the only two demote each other at once', async () => {
    const isolated = await createTestApp();
    try {
      const [first, second] = [await isolated.signIn('SUPERADMIN'), await isolated.signIn('SUPERADMIN')];
      const demote = (caller: SignedInUser, target: SignedInUser) =>
        isolated.api({
          method: 'PUT',
          url: `/users/${target.user.id}`,
          token: caller.token,
          payload: { role: 'ADMIN' },
        });
      const responses = await Promise.all([demote(first, second), demote(second, first)]);
      expect(responses.map((response) => response.statusCode).filter((status) => status === 200)).toHaveLength(1);
      expect(await createUsersRepository(isolated.database.db).countActiveSuperadmins()).toBe(1);
    } finally {
      await isolated.close();
    }
  });

  it('refuses to demote, deactivate or delete the last active SUPERADMIN', async () => {
    const isolated = await createTestApp();
    try {
      const last = await isolated.signIn('SUPERADMIN');
      // A caller whose own SUPERADMIN row is already inactive: the count must not trust the caller.
      const stale = await isolated.signIn('SUPERADMIN', { isActive: false });
      const service = createUsersService({
        db: isolated.database.db,
        sessions: createSessionsService({
          db: isolated.database.db,
          policy: { idleMinutes: 30, maxHours: 12 },
          clock: systemClock,
        }),
        loginLimiter: createLoginLimiter(isolated.database.db, DEFAULT_LOGIN_LIMITS, systemClock),
        mailer: { send: async () => undefined },
        publicUrl: 'http://portal.test',
        clinic: async () => ({ name: 'Test Clinic', address: null, phone: null, email: null }),
        clock: systemClock,
      });
      const caller = {
        ...stale.user,
        fullName: staffName(stale.user),
        role: 'SUPERADMIN' as const,
        isActive: true,
        deactivated: false,
        twoFactorEnabled: false,
        sessionId: 0,
      };
      const refusal = { status: 409, detail: USER_MESSAGES.lastSuperadmin };
      await expect(service.update(caller, last.user.id, { role: 'ADMIN' })).rejects.toMatchObject(refusal);
      await expect(service.update(caller, last.user.id, { is_active: false })).rejects.toMatchObject(refusal);
      await expect(service.remove(caller, last.user.id)).rejects.toMatchObject(refusal);
      expect(await createUsersRepository(isolated.database.db).countActiveSuperadmins()).toBe(1);
    } finally {
      await isolated.close();
    }
  });

  it('refuses a bad id, an unknown user, an unknown role and an empty body', async () => {
    const staff = await t.signIn('STAFF');
    expect((await updateUser(admin.token, 0, { role: 'STAFF' })).statusCode).toBe(422);
    expect(
      (await t.api({ method: 'PUT', url: '/users/abc', token: admin.token, payload: { role: 'STAFF' } })).statusCode,
    ).toBe(422);
    const unknown = await updateUser(admin.token, 9_999_999, { role: 'STAFF' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: USER_MESSAGES.notFound });
    expect((await updateUser(admin.token, staff.user.id, { role: 'JANITOR' })).statusCode).toBe(422);
    expect((await updateUser(admin.token, staff.user.id, { is_active: 'yes' })).statusCode).toBe(422);
    expect((await updateUser(admin.token, staff.user.id, {})).statusCode).toBe(422);
  });

  it.each<Role>(['DOCTOR', 'NURSE', 'STAFF', 'KIOSK'])('refuses a %s caller', async (role) => {
    const caller = await t.signIn(role);
    const target = await t.signIn('STAFF');
    expect((await updateUser(caller.token, target.user.id, { is_active: false })).statusCode).toBe(403);
  });
});

describe('deleting a user', () => {
  it('removes the account, ends its sessions and keeps its name in the audit trail', async () => {
    const doomed = await t.signIn('STAFF', { fullName: 'Departed Staffer' });
    const response = await deleteUser(admin.token, doomed.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: USER_MESSAGES.deleted });
    expect((await t.api({ method: 'GET', url: '/users/me', token: doomed.token })).statusCode).toBe(401);
    const list = (await t.api({ method: 'GET', url: '/users/', token: admin.token })).json();
    expect(list.map((user: { id: number }) => user.id)).not.toContain(doomed.user.id);

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(doomed.user.id)));
    const deletion = events.find((event) => event.entity === 'user' && event.action === 'delete');
    expect(deletion?.changes).toMatchObject({ email: doomed.user.email, full_name: 'Departed Staffer' });
    expect(deletion?.actorName).toBe(admin.user.fullName);
  });

  it('refuses deleting the caller own account and an unknown one', async () => {
    const self = await deleteUser(admin.token, admin.user.id);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ detail: USER_MESSAGES.cannotChangeSelf });
    expect((await deleteUser(admin.token, 9_999_999)).statusCode).toBe(404);
  });

  it.each<Role>(['DOCTOR', 'NURSE', 'STAFF', 'KIOSK'])('refuses a %s caller', async (role) => {
    const caller = await t.signIn(role);
    const target = await t.signIn('STAFF');
    expect((await deleteUser(caller.token, target.user.id)).statusCode).toBe(403);
  });
});

describe('a KIOSK account', () => {
  it('reads its own account only: no user list, no patient list or profile', async () => {
    const { token } = await t.signIn('KIOSK');
    expect((await t.api({ method: 'GET', url: '/users/me', token })).statusCode).toBe(200);
    for (const url of ['/users/', '/users/5/users', '/patients/', '/patients/1', '/patients/1/history']) {
      expect((await t.api({ method: 'GET', url, token })).statusCode, url).toBe(403);
    }
  });
});
