import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
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

  it('are swept at the next start when a crash left them, and files in use are kept', async () => {
    const kept = await createPatient(t, doctor.token, {}, [{ name: 'kept.pdf', content: PDF() }]);
    const filesDir = path.join(t.config.dataDir, 'files');
    // What a crash leaves: a pending record and its file, and a stray file from before records existed.
    const crashed = randomUUID();
    await t.database.db.insert(pendingFiles).values({ storageKey: crashed });
    fs.writeFileSync(path.join(filesDir, crashed), PDF(80 * 1024));
    const stray = randomUUID();
    fs.writeFileSync(path.join(filesDir, stray), PDF());
    // One being written right now by another server is left alone.
    const inFlight = randomUUID();
    // A sealed archive file whose archive never committed.
    const sealed = `archive/${kept.id}/${randomUUID()}`;
    await t.database.db.insert(pendingFiles).values({ storageKey: sealed });
    fs.mkdirSync(path.join(filesDir, 'archive', String(kept.id)), { recursive: true });
    fs.writeFileSync(path.join(filesDir, sealed), PDF(1024));

    const later = new Date(Date.now() + 2 * 3_600_000);
    await t.database.db.insert(pendingFiles).values({ storageKey: inFlight, createdAt: later });
    fs.writeFileSync(path.join(filesDir, inFlight), PDF());
    fs.utimesSync(path.join(filesDir, inFlight), later, later);

    const restarted = await buildApp({ config: t.config, database: t.database, clock: () => later });
    await restarted.ready();
    await restarted.close();

    const remaining = storedFiles(t);
    expect(remaining).not.toContain(crashed);
    expect(remaining).not.toContain(stray);
    expect(remaining).toContain(inFlight);
    expect(fs.existsSync(path.join(filesDir, sealed))).toBe(false);
    const keptKey = (
      (await t.database.db.execute(
        sql`SELECT storage_key FROM patient_attachments WHERE patient_id = ${kept.id}`,
      )) as unknown as { rows: { storage_key: string }[] }
    ).rows[0]!.storage_key;
    expect(remaining).toContain(keptKey);
    expect(await pendingKeys()).toEqual([inFlight]);
    const download = await t.api({
      method: 'GET',
      url: `/patients/${kept.id}/attachments/${kept.attachments[0]!.id}`,
      token: doctor.token,
    });
    expect(download.statusCode).toBe(200);
  });
});
