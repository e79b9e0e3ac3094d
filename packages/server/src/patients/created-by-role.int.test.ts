import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditEvents, patients } from '../db/schema/index.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();

async function insertPatient(createdByRole: string): Promise<number> {
  const [row] = await t.database.db
    .insert(patients)
    .values({ firstName: 'Old', lastName: 'Record', sex: 'F', dateOfBirth: '1990-01-01', createdByRole })
    .returning({ id: patients.id });
  if (!row) throw new Error('no patient');
  return row.id;
}

const storedRole = async (id: number) =>
  (await t.database.db.select({ role: patients.createdByRole }).from(patients).where(eq(patients.id, id)))[0]?.role;

describe('created_by_role of records written before it held roles', () => {
  it('turns the labels into the creator roles: from the audit log, KIOSK, or ADMIN', async () => {
    const byDoctor = await insertPatient('Admin Created');
    await t.database.db.insert(auditEvents).values({
      patientId: byDoctor,
      entity: 'patient',
      entityId: String(byDoctor),
      action: 'create',
      actorName: 'Dr. Old',
      actorRole: 'DOCTOR',
    });
    const byKiosk = await insertPatient('Self-Registered (Kiosk)');
    const unknown = await insertPatient('Admin Created');
    const current = await insertPatient('NURSE');

    const migration = await readFile(
      new URL('../db/migrations/0008_created_by_role_holds_the_role.sql', import.meta.url),
      'utf8',
    );
    await t.database.db.execute(sql.raw(migration));

    expect(await storedRole(byDoctor)).toBe('DOCTOR');
    expect(await storedRole(byKiosk)).toBe('KIOSK');
    expect(await storedRole(unknown)).toBe('ADMIN');
    expect(await storedRole(current)).toBe('NURSE');
  });
});
