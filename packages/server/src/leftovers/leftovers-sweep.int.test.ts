import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { jobs, patientAttachments, pendingFiles } from '../db/schema/index.ts';
import { PDF, createPatient, storedFiles } from '../testing/patient-files.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { LEFTOVERS_SWEEP_EVERY_MS, LEFTOVERS_SWEEP_JOB } from './leftovers-sweep.ts';

/** When the servers start; the clock is moved from there. */
const startedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
let now = startedAt;
const minutesAfterStart = (minutes: number) => new Date(startedAt.getTime() + minutes * 60_000);

// Jobs run when the test asks; the doctor's session outlasts the hours the clock moves.
const t = useTestApp({
  clock: () => now,
  environment: { JOB_POLL_SECONDS: '0', SESSION_IDLE_MINUTES: '1000', SESSION_MAX_HOURS: '100' },
});
let doctor: SignedInUser;
beforeAll(async () => {
  doctor = await t.signIn('DOCTOR');
});

const filesDir = () => path.join(t.config.dataDir, 'files');
const pendingKeys = async () => (await t.database.db.select().from(pendingFiles)).map((row) => row.storageKey);
const sweepJobs = () => t.database.db.select().from(jobs).where(eq(jobs.kind, LEFTOVERS_SWEEP_JOB));
const backupFiles = () => (fs.existsSync(t.config.backupDir) ? fs.readdirSync(t.config.backupDir).sort() : []);

/** A file as the process left it, last written at `writtenAt`. */
function leaveFile(file: string, content: Buffer, writtenAt: Date) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.utimesSync(file, writtenAt, writtenAt);
}

/** What a server killed half-way through an upload, an archive and a backup leaves behind, at `at`. */
async function leaveCrashLeftovers(at: Date, patientId: number) {
  // An upload whose bytes were written and whose record never committed: its pending row and file.
  const upload = randomUUID();
  await t.database.db.insert(pendingFiles).values({ storageKey: upload, createdAt: at });
  leaveFile(path.join(filesDir(), upload), PDF(4_900_000), at);
  // One killed before its bytes were written: a pending row alone.
  const unwritten = randomUUID();
  await t.database.db.insert(pendingFiles).values({ storageKey: unwritten, createdAt: at });
  // A file without a pending row, from before pending rows existed.
  const stray = randomUUID();
  leaveFile(path.join(filesDir(), stray), PDF(), at);
  // A sealed archive file whose archive never committed.
  const sealed = `archive/${patientId}/${randomUUID()}`;
  await t.database.db.insert(pendingFiles).values({ storageKey: sealed, createdAt: at });
  leaveFile(path.join(filesDir(), sealed), PDF(1024), at);
  // The backup being written.
  const partialBackup = `.backup-${at.toISOString().replace(/[-:]|\.\d{3}/g, '')}.clinicbackup.partial`;
  leaveFile(path.join(t.config.backupDir, partialBackup), PDF(2048), at);
  return { upload, unwritten, stray, sealed, partialBackup };
}

describe('the hourly sweep of what a crash left behind', () => {
  it('is planned once, however many servers start, and is run by one server at a time', async () => {
    const second = await buildApp({ config: t.config, database: t.database, clock: () => now });
    await second.ready();
    try {
      const [planned, ...others] = await sweepJobs();
      expect(others).toEqual([]);
      expect(planned).toMatchObject({ status: 'pending', runAt: minutesAfterStart(60) });

      now = minutesAfterStart(60);
      const ran = await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
      expect(ran[0] + ran[1]).toBe(1);
      // Never done: due again an hour on.
      expect(await sweepJobs()).toMatchObject([{ status: 'pending', attempts: 0, runAt: minutesAfterStart(120) }]);
    } finally {
      await second.close();
      now = startedAt;
    }
  });

  it('removes old leftovers without a restart, and keeps what is younger than an hour or in use', async () => {
    const due = (await sweepJobs())[0]!.runAt;
    const beforeSweep = (minutes: number) => new Date(due.getTime() - minutes * 60_000);
    now = beforeSweep(90);
    const kept = await createPatient(t, doctor.token, {}, [{ name: 'kept.pdf', content: PDF() }]);
    const keptKey = (
      await t.database.db.select().from(patientAttachments).where(eq(patientAttachments.patientId, kept.id))
    )[0]!.storageKey;
    // A file in use stays, however old it is.
    fs.utimesSync(path.join(filesDir(), keptKey), beforeSweep(180), beforeSweep(180));
    const old = await leaveCrashLeftovers(beforeSweep(90), kept.id);
    const young = await leaveCrashLeftovers(beforeSweep(30), kept.id);

    // Until the sweep is due, nothing is removed.
    now = beforeSweep(1);
    expect(await t.app.jobs.runDue()).toBe(0);
    expect(storedFiles(t)).toContain(old.upload);

    now = due;
    expect(await t.app.jobs.runDue()).toBe(1);
    const remaining = storedFiles(t);
    for (const key of [old.upload, old.stray]) expect(remaining).not.toContain(key);
    expect(fs.existsSync(path.join(filesDir(), old.sealed))).toBe(false);
    expect(backupFiles()).not.toContain(old.partialBackup);
    for (const key of [old.upload, old.unwritten, old.sealed]) expect(await pendingKeys()).not.toContain(key);

    // What is younger than an hour, perhaps still being written by another server, stays.
    for (const key of [young.upload, young.stray, keptKey]) expect(remaining).toContain(key);
    expect(fs.existsSync(path.join(filesDir(), young.sealed))).toBe(true);
    expect(backupFiles()).toContain(young.partialBackup);
    expect((await pendingKeys()).sort()).toEqual([young.upload, young.unwritten, young.sealed].sort());

    // The next hour's sweep takes those too; the attachment in use is still there and opens.
    now = new Date(due.getTime() + LEFTOVERS_SWEEP_EVERY_MS);
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(storedFiles(t)).toEqual([keptKey]);
    expect(backupFiles()).toEqual([]);
    expect(await pendingKeys()).toEqual([]);
    const download = await t.api({
      method: 'GET',
      url: `/patients/${kept.id}/attachments/${kept.attachments[0]!.id}`,
      token: doctor.token,
    });
    expect(download.statusCode).toBe(200);
  });
});
