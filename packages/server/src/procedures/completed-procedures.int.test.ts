import { beforeAll, describe, expect, it } from 'vitest';
import { PROCEDURE_MESSAGES, PROCEDURE_STATUSES, can, type Procedure, type Role } from '@clinic/contracts';
import { buildProcedureInput } from '@clinic/contracts/testing';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../db/schema/index.ts';
import { ALL_ROLES, createPatient } from '../testing/patient-files.ts';
import { signInEveryRole, useTestApp, type SignedInUser } from '../testing/test-app.ts';

let users: Record<Role, SignedInUser>;
const t = useTestApp();
beforeAll(async () => {
  users = await signInEveryRole(t);
});

async function completedProcedure(): Promise<Procedure> {
  const patient = await createPatient(t, users.ADMIN.token);
  const created = await t.api({
    method: 'POST',
    url: '/procedures/',
    token: users.DOCTOR.token,
    payload: buildProcedureInput(patient.id, { status: 'completed' }),
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json<Procedure>();
}

const statusOf = async (id: number) =>
  (await t.api({ method: 'GET', url: `/procedures/${id}`, token: users.DOCTOR.token })).json<Procedure>().status;

const reopen = (id: number, token: string, reason: unknown = 'Wrong product charted; correcting') =>
  t.api({ method: 'POST', url: `/procedures/${id}/reopen`, token, payload: { reason } });

const otherStatuses = PROCEDURE_STATUSES.filter((status) => status !== 'completed');

describe('a completed procedure keeps its status', () => {
  it.each(otherStatuses)(
    'refuses %s on the status call (the lists’ Edit), PUT and PUT with other fields',
    async (status) => {
      const { id } = await completedProcedure();
      const attempts = [
        t.api({ method: 'PATCH', url: `/procedures/${id}/status?status=${status}`, token: users.ADMIN.token }),
        t.api({ method: 'PUT', url: `/procedures/${id}`, token: users.ADMIN.token, payload: { status } }),
        t.api({
          method: 'PUT',
          url: `/procedures/${id}`,
          token: users.DOCTOR.token,
          payload: { status, details: 'Touch-up' },
        }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ detail: PROCEDURE_MESSAGES.lockedWarning });
      }
      expect(await statusOf(id)).toBe('completed');
    },
  );

  it('accepts completed again, which changes nothing', async () => {
    const { id } = await completedProcedure();
    const same = await t.api({
      method: 'PATCH',
      url: `/procedures/${id}/status?status=completed`,
      token: users.DOCTOR.token,
    });
    expect(same.statusCode).toBe(200);
    expect(await statusOf(id)).toBe('completed');
  });
});

describe('reopening', () => {
  it('reopens as ongoing for an ADMIN with a reason, kept in the audit, and unlocks it', async () => {
    const { id, patient_id: patientId } = await completedProcedure();
    const reopened = await reopen(id, users.ADMIN.token);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<Procedure>().status).toBe('ongoing');
    const [entry] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.patientId, patientId), eq(auditEvents.action, 'reopen')));
    expect(entry).toMatchObject({
      entity: 'procedure',
      entityId: String(id),
      actorUserId: users.ADMIN.user.id,
      actorRole: 'ADMIN',
      changes: {
        status: { from: 'completed', to: 'ongoing' },
        reason: 'Wrong product charted; correcting',
      },
    });
    const edited = await t.api({
      method: 'PUT',
      url: `/procedures/${id}`,
      token: users.DOCTOR.token,
      payload: { details: 'Corrected' },
    });
    expect(edited.statusCode).toBe(200);
  });

  it('asks for a reason, and reopens only a completed procedure', async () => {
    const { id } = await completedProcedure();
    const blank = await reopen(id, users.SUPERADMIN.token, '  ');
    expect(blank.statusCode).toBe(422);
    expect(JSON.stringify(blank.json())).toContain(PROCEDURE_MESSAGES.reopenReasonRequired);
    expect(await statusOf(id)).toBe('completed');
    expect((await reopen(id, users.SUPERADMIN.token)).statusCode).toBe(200);
    const again = await reopen(id, users.SUPERADMIN.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: PROCEDURE_MESSAGES.reopenOnlyCompleted });
    expect((await reopen(999_999, users.SUPERADMIN.token)).statusCode).toBe(404);
  });

  it.each(ALL_ROLES)(
    'is %s’s to do as the role table says (procedure.reopen), and a refusal changes nothing',
    async (role) => {
      const { id } = await completedProcedure();
      const allowed = can(role, 'procedure.reopen');
      expect((await reopen(id, users[role].token)).statusCode).toBe(allowed ? 200 : 403);
      expect(await statusOf(id)).toBe(allowed ? 'ongoing' : 'completed');
    },
  );
});
