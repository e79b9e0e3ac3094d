import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backup } from '@clinic/contracts';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { patientNameWords } from '../db/schema/index.ts';
import { createLocalFileStorage, type FileStorage } from '../storage/file-storage.ts';
import { onServer, testDatabaseTarget, withDatabase } from '../testing/database-template.ts';
import { PDF, PNG, createPatient } from '../testing/patient-files.ts';
import { seedTreatedProcedure } from '../testing/seed.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { loadArchiveKey } from '../keys/archive-key.ts';
import { BackupUnreadableError } from './backup-format.ts';
import { listTables, quoted } from './database-tables.ts';
import { RestoreRefusedError, restoreBackup } from './restore-backup.ts';
import { backupEnded } from '../testing/backups.ts';

const t = useTestApp();
let superadmin: SignedInUser;
let backupFile: string;
beforeAll(async () => {
  superadmin = await t.signIn('SUPERADMIN');
  await seedEveryKindOfRecord();
});
let target: Target | undefined;
afterAll(async () => {
  await target?.close();
});

async function seedEveryKindOfRecord() {
  await t.signIn('DOCTOR');
  await t.signIn('NURSE', { isActive: false });
  const kept = await createPatient(t, superadmin.token, {}, [
    { name: 'scan.pdf', content: PDF(200 * 1024) },
    { name: 'photo.png', content: PNG },
  ]);
  const archived = await createPatient(t, superadmin.token, {}, [{ name: 'old.pdf', content: PDF(50 * 1024) }]);
  const product = await t.api({
    method: 'POST',
    url: '/products',
    token: superadmin.token,
    payload: { name: 'Hyaluronic filler', category: 'filler', unit: 'mL' },
  });
  const lot = await t.api({
    method: 'POST',
    url: `/products/${product.json().id}/lots`,
    token: superadmin.token,
    payload: { lot_number: 'HF-1', expiry_date: '2027-06-30', quantity_received: 50, received_date: '2026-01-02' },
  });
  await t.api({
    method: 'POST',
    url: `/lots/${lot.json().id}/adjustments`,
    token: superadmin.token,
    payload: { kind: 'waste', quantity: 0.5, reason: 'Spilled' },
  });
  for (const patient of [kept, archived]) await seedTreatedProcedure(t.database.db, patient.id);
  const archive = await t.api({ method: 'DELETE', url: `/patients/${archived.id}`, token: superadmin.token });
  expect(archive.statusCode).toBe(200);
}

/** Every table's rows as JSON text, sorted, with times written in UTC whatever the server's zone. */
async function contents(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    const result: Record<string, string[]> = {};
    for (const table of await listTables(tx)) {
      const { rows } = (await tx.execute(
        sql.raw(`SELECT row_to_json(t)::text AS row FROM ${quoted(table.name)} t`),
      )) as unknown as { rows: { row: string }[] };
      result[table.name] = rows.map((entry) => entry.row).sort();
    }
    return result;
  });
}

async function fileHashes(storage: FileStorage): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for await (const key of storage.keys()) {
    hashes[key] = crypto
      .createHash('sha256')
      .update(await storage.read(key))
      .digest('hex');
  }
  return hashes;
}

interface Target {
  database: DatabaseHandle;
  storage: FileStorage;
  close(): Promise<void>;
}

/**
 * An empty portal on the other kind of database: PGlite when the suite runs on PostgreSQL; on
 * PostgreSQL when the suite runs on PGlite and a server is configured.
 */
async function emptyTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-restore-'));
  const storage = createLocalFileStorage(path.join(dataDir, 'files'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseTarget === 'pglite' && serverUrl) {
    const name = `clinic_restore_${crypto.randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name), poolSize: 2 });
    return {
      database,
      storage,
      async close() {
        await database.close();
        await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  // In memory: the restore is the same, and an empty one starts faster than on disk.
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  return {
    database,
    storage,
    async close() {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const archiveKey = () => loadArchiveKey(t.config.archiveKey, t.config.dataDir);

describe('backups', () => {
  it('backs up on request with progress, lists the backup and downloads it', async () => {
    const started = await t.api({ method: 'POST', url: '/backups', token: superadmin.token });
    expect(started.statusCode).toBe(202);
    const status = await backupEnded(t, superadmin.token);
    expect(status).toMatchObject({ state: 'succeeded', progress: 1 });

    const list = (await t.api({ method: 'GET', url: '/backups', token: superadmin.token })).json<{ items: Backup[] }>();
    expect(list.items).toHaveLength(1);
    const [backup] = list.items;
    expect(backup!.name).toBe(status.name);
    expect(backup!.row_counts).toMatchObject({ patients: 1, archived_patients: 1, procedures: 1, products: 1 });
    expect(backup!.file_count).toBe(3);
    backupFile = path.join(t.config.backupDir, backup!.name);
    expect(backup!.size_bytes).toBe(fs.statSync(backupFile).size);
    expect(fs.readdirSync(t.config.backupDir)).toEqual([backup!.name]);

    const { url } = (
      await t.api({ method: 'GET', url: `/backups/${backup!.name}/download`, token: superadmin.token })
    ).json<{ url: string }>();
    const download = await t.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(fs.readFileSync(backupFile))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `${url}x` })).statusCode).toBe(404);
  });

  it('refuses a damaged backup or a wrong key and restores nothing', async () => {
    const damaged = path.join(t.config.dataDir, 'damaged.clinicbackup');
    const bytes = fs.readFileSync(backupFile);
    // A byte in the file data near the end: the tables load before it is reached.
    bytes[bytes.length - 5_000] = bytes[bytes.length - 5_000]! ^ 0xff;
    fs.writeFileSync(damaged, bytes);
    target = await emptyTarget();
    await expect(
      restoreBackup({ file: damaged, backupKey: archiveKey(), database: target!.database, storage: target!.storage }),
    ).rejects.toThrow(/damaged/);
    await expect(
      restoreBackup({
        file: backupFile,
        backupKey: crypto.randomBytes(32),
        database: target!.database,
        storage: target!.storage,
      }),
    ).rejects.toThrow(/sealed under another key/);
    await expect(
      restoreBackup({
        file: path.join(t.config.dataDir, 'archive.key'),
        backupKey: archiveKey(),
        database: target!.database,
        storage: target!.storage,
      }),
    ).rejects.toThrow(BackupUnreadableError);
    const left = await contents(target!.database.db);
    expect(Object.values(left).flat()).toEqual([]);
    expect(await fileHashes(target!.storage)).toEqual({});
  }, 60_000);

  it('then restores every row and file into that same empty portal on the other kind of database, ids going on from the highest', async () => {
    await restoreBackup({
      file: backupFile,
      backupKey: archiveKey(),
      database: target!.database,
      storage: target!.storage,
    });
    const source = await contents(t.database.db);
    const restored = await contents(target!.database.db);
    expect(Object.keys(restored)).toEqual(Object.keys(source));
    for (const table of Object.keys(source)) expect(restored[table], table).toEqual(source[table]);
    // The words of the names are left out of the backup and rebuilt from the restored patients.
    const nameWords = async (db: Database) =>
      (await db.select().from(patientNameWords).orderBy(patientNameWords.word)).map((row) => row.word);
    expect(await nameWords(t.database.db)).not.toEqual([]);
    expect(await nameWords(target!.database.db)).toEqual(await nameWords(t.database.db));
    const sourceStorage = createLocalFileStorage(path.join(t.config.dataDir, 'files'));
    expect(await fileHashes(target!.storage)).toEqual(await fileHashes(sourceStorage));

    const { rows } = (await target!.database.db.execute(
      sql`INSERT INTO products (name, category, unit) VALUES ('Skin booster', 'skin_booster', 'syringe') RETURNING id`,
    )) as unknown as { rows: { id: number }[] };
    const highest = Math.max(...source.products!.map((row) => (JSON.parse(row) as { id: number }).id));
    expect(rows[0]!.id).toBe(highest + 1);

    await expect(
      restoreBackup({
        file: backupFile,
        backupKey: archiveKey(),
        database: target!.database,
        storage: target!.storage,
      }),
    ).rejects.toThrow(RestoreRefusedError);
  });

  it('refuses a target that holds data', async () => {
    await expect(
      restoreBackup({
        file: backupFile,
        backupKey: archiveKey(),
        database: t.database,
        storage: createLocalFileStorage(path.join(t.config.dataDir, 'files')),
      }),
    ).rejects.toThrow(/already holds data/);
  });
});
