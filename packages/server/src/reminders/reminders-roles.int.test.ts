import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@clinic/contracts';
import { buildProcedureInput } from '@clinic/contracts/testing';
import { patients } from '../db/schema/index.ts';
import { ALL_ROLES } from '../testing/patient-files.ts';
import { expected, outcome, signInEveryRole } from '../testing/role-matrix.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let users: Record<Role, SignedInUser>;
let procedureId: number;
const t = useTestApp({ environment: { JOB_POLL_SECONDS: '0' } });
beforeAll(async () => {
  users = await signInEveryRole(t);
  const [patient] = await t.database.db
    .insert(patients)
    .values({
      firstName: 'Ana',
      lastName: 'Reyes',
      sex: 'F',
      dateOfBirth: '1990-01-01',
      createdByRole: 'ADMIN',
      phonePrimary: '0917 555 0101',
    })
    .returning();
  const start = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const created = await t.api({
    method: 'POST',
    url: '/procedures/',
    token: users.DOCTOR.token,
    payload: buildProcedureInput(patient!.id, { start_datetime: start }),
  });
  procedureId = created.json().id;
});

describe.each(ALL_ROLES)('%s', (role) => {
  const token = () => users[role].token;

  it('reads the reminder log and marks replies read with procedure.read', async () => {
    const log = await t.api({ method: 'GET', url: `/procedures/${procedureId}/reminders`, token: token() });
    expect(outcome(log.statusCode)).toBe(expected(role, 'procedure.read'));
    const read = await t.api({
      method: 'POST',
      url: `/procedures/${procedureId}/reminders/replies/read`,
      token: token(),
    });
    expect(outcome(read.statusCode)).toBe(expected(role, 'procedure.read'));
  });

  it('sends a reminder now with reminder.send', async () => {
    const sent = await t.api({ method: 'POST', url: `/procedures/${procedureId}/reminders`, token: token() });
    expect(outcome(sent.statusCode)).toBe(expected(role, 'reminder.send'));
  });
});
