import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pendingFiles } from '../db/schema/index.ts';
import { PDF, createPatient, sendPatient, storedFiles } from '../testing/patient-files.ts';
import { buildPatientInput } from '@clinic/contracts/testing';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let doctor: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  doctor = await t.signIn('DOCTOR');
});

const pendingKeys = async () => (await t.database.db.select().from(pendingFiles)).map((row) => row.storageKey);

describe('files between writing and committing', () => {
  it('leave no pending record once the upload is saved', async () => {
    const patient = await createPatient(t, doctor.token, {}, [{ name: 'scan.pdf', content: PDF() }]);
    expect(patient.attachments).toHaveLength(1);
    expect(await pendingKeys()).toEqual([]);
  });

  it('leave neither file nor pending record when the save fails', async () => {
    const before = storedFiles(t);
    await t.database.db.execute(
      sql.raw(
        `ALTER TABLE patient_attachments ADD CONSTRAINT refuse_for_test CHECK (file_name <> 'refused.pdf') NOT VALID`,
      ),
    );
    try {
      const response = await sendPatient(t, {
        method: 'POST',
        url: '/patients/',
        token: doctor.token,
        patientIn: buildPatientInput(),
        files: [{ name: 'refused.pdf', content: PDF() }],
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('ALTER TABLE patient_attachments DROP CONSTRAINT refuse_for_test'));
    }
    expect(storedFiles(t)).toEqual(before);
    expect(await pendingKeys()).toEqual([]);
  });
});
