import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArchiveRepository, type PatientRows } from './archive.repository.ts';
import { createPatient } from '../testing/patient-files.ts';
import { useTestApp } from '../testing/test-app.ts';
import { patients, procedures } from '../db/schema/index.ts';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = (await t.signIn('SUPERADMIN')).token;
});

async function patientWithProcedure(): Promise<number> {
  const patient = await createPatient(t, token);
  await t.database.db.insert(procedures).values({
    patientId: patient.id,
    name: 'Botox',
    doctorName: 'Dr. Reyes',
    startDatetime: new Date('2026-11-20T02:00:00Z'),
    status: 'completed',
  });
  return patient.id;
}

/** How many other connections of this database wait for a lock. */
async function waitingForLocks(): Promise<number> {
  const { rows } = (await t.database.db.execute(sql`
    SELECT count(*)::integer AS waiting FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`)) as unknown as {
    rows: { waiting: number }[];
  };
  return rows[0]!.waiting;
}

describe('the change counters on PostgreSQL', () => {
  it('archiving one patient while another is restored waits its turn instead of deadlocking', async () => {
    const archived = await patientWithProcedure();
    const restored = await patientWithProcedure();
    const rows = (await createArchiveRepository(t.database.db).patientRows(restored)) as PatientRows;
    await t.database.db.delete(patients).where(eq(patients.id, restored));

    let archiving: Promise<void> | undefined;
    await t.database.db.transaction(async (restore) => {
      // A restore raises the patients counter, then the procedures one. The archive's one delete
      // must take them in the same order (its own statement's trigger fires before those of the
      // procedures its cascade deletes), or the two deadlock and one of them fails.
      await restore.insert(patients).values(rows.patient);
      archiving = t.database.db.transaction((archive) => createArchiveRepository(archive).deletePatient(archived));
      await expect.poll(waitingForLocks).toBe(1);
      await restore.insert(procedures).values(rows.procedures);
    });
    await archiving;

    const left = await t.database.db.select({ id: patients.id }).from(patients);
    expect(left.map((patient) => patient.id)).toEqual([restored]);
  });
});
