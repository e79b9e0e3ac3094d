import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, USER_MESSAGES } from '@clinic/contracts';
import { STRONG_PASSWORD } from '@clinic/contracts/testing';
import { auditEvents } from '../db/schema/index.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();

const login = (email: string, password: string) => t.login(email, password, { address: '198.51.100.9' });

const clear = (id: number, token: string) => t.api({ method: 'DELETE', url: `/users/${id}/sign-in-limits`, token });

describe("clearing an account's sign-in limits", () => {
  it('lets the owner in at once from a new browser, and is audited', async () => {
    const admin = await t.signIn('ADMIN');
    const { user } = await t.signIn('DOCTOR');
    for (let attempt = 0; attempt < 10; attempt += 1) await login(user.email, 'Wrong#password1');
    expect((await login(user.email, STRONG_PASSWORD)).json()).toEqual({ detail: AUTH_MESSAGES.signInLinkSent });

    const cleared = await clear(user.id, admin.token);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ message: USER_MESSAGES.signInLimitsCleared(user.email) });
    expect((await login(user.email, STRONG_PASSWORD)).statusCode).toBe(200);

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(user.id)), eq(auditEvents.action, 'clear_sign_in_limits')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ entity: 'user', actorName: admin.user.fullName, changes: { email: user.email } });
  });

  it("follows the rules of changing an account: a SUPERADMIN's only by a SUPERADMIN, never one's own", async () => {
    const admin = await t.signIn('ADMIN');
    const superadmin = await t.signIn('SUPERADMIN');
    const refused = await clear(superadmin.user.id, admin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: USER_MESSAGES.superadminAccountChange });
    expect((await clear(admin.user.id, admin.token)).json()).toEqual({ detail: USER_MESSAGES.cannotChangeSelf });
    expect((await clear(admin.user.id, superadmin.token)).statusCode).toBe(200);
    expect((await clear(987_654, superadmin.token)).statusCode).toBe(404);
  });
});
