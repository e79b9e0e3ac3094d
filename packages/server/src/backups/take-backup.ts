import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { BackupStatus } from '@clinic/contracts';
import type { Database, DatabaseHandle, Queryable } from '../db/client.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { BackupUnreadableError, RECORD, createBackupWriter, openBackup, type BackupManifest } from './backup-format.ts';
import { countMigrations, listTables, tableRows } from './database-tables.ts';

/** One number for the advisory lock every server takes before backing up. */
const BACKUP_LOCK = 7_302_114;

/** Thrown when another server holds the backup lock. */
export class BackupBusyError extends Error {}

export type Progress = (phase: NonNullable<BackupStatus['phase']>, done: number, total: number) => void;

export interface TakeBackupOptions {
  database: DatabaseHandle;
  storage: FileStorage;
  backupKey: Buffer;
  archiveKey: Buffer;
  /** Folder of finished backups; the file being written sits beside them under a temporary name. */
  directory: string;
  name: string;
  takenAt: Date;
  onProgress: Progress;
  /** Asked once the lock is held: false stops the run (another server just took a backup). */
  stillNeeded?: () => Promise<boolean>;
}

async function readFully(stream: AsyncIterable<unknown>, onChunk: (chunk: Buffer) => Promise<void>) {
  for await (const chunk of stream) await onChunk(chunk as Buffer);
}

/**
 * Writes one backup: every table from one snapshot, then every stored file, sealed as it streams;
 * read back and checked against its manifest, and only then given its final name. Answers the
 * path, or undefined when `stillNeeded` said no.
 */
export async function takeBackup(options: TakeBackupOptions): Promise<string | undefined> {
  const { database, storage, directory, onProgress } = options;
  fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
  const target = path.join(directory, options.name);
  const partial = path.join(directory, `.${options.name}.partial`);
  const file = await fs.promises.open(partial, 'wx', 0o600);
  let finished = false;
  try {
    const writer = await createBackupWriter(file, options.backupKey);
    const manifest: BackupManifest = {
      format: 1,
      takenAt: options.takenAt.toISOString(),
      migrations: 0,
      archiveKey: options.archiveKey.toString('hex'),
      tables: {},
      files: {},
    };

    const copyFiles = async () => {
      const keys: string[] = [];
      for await (const key of storage.keys()) keys.push(key);
      onProgress('files', 0, keys.length);
      for (const [index, key] of keys.entries()) {
        const hash = createHash('sha256');
        let size = 0;
        await writer.record(RECORD.fileStart, Buffer.from(key));
        try {
          await readFully(storage.stream(key), async (chunk) => {
            hash.update(chunk);
            size += chunk.length;
            await writer.record(RECORD.fileBytes, chunk);
          });
        } catch (error) {
          // A file removed since the listing (its attachment deleted) is no longer part of the portal.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
        await writer.record(RECORD.fileEnd, Buffer.alloc(0));
        manifest.files[key] = { size, sha256: hash.digest('hex') };
        onProgress('files', index + 1, keys.length);
      }
    };

    const dumpTables = async (tx: Queryable) => {
      manifest.migrations = await countMigrations(tx);
      const tables = await listTables(tx);
      for (const [index, table] of tables.entries()) {
        await writer.record(RECORD.table, Buffer.from(JSON.stringify({ name: table.name, columns: table.columns })));
        let count = 0;
        for await (const batch of tableRows(tx, table)) {
          for (const row of batch) await writer.record(RECORD.row, Buffer.from(row));
          count += batch.length;
        }
        manifest.tables[table.name] = count;
        onProgress('tables', index + 1, tables.length);
      }
    };

    let wanted = true;
    await (database.db as Database).transaction(
      async (tx) => {
        const [lock] = (
          (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${BACKUP_LOCK}) AS held`)) as unknown as {
            rows: { held: boolean }[];
          }
        ).rows;
        if (!lock?.held) throw new BackupBusyError();
        if (options.stillNeeded && !(await options.stillNeeded())) {
          wanted = false;
          return;
        }
        await dumpTables(tx);
        // On PostgreSQL the lock and the snapshot stay held while files are copied; the embedded
        // database serves one query at a time, so there the files are copied after it is free.
        if (database.driver === 'postgres') await copyFiles();
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    if (!wanted) return undefined;
    if (database.driver === 'pglite') await copyFiles();
    await writer.finish(manifest);
    await file.sync();
    await file.close();
    finished = true;

    onProgress('verifying', 0, 1);
    await verifyBackup(partial, options.backupKey);
    await fs.promises.rename(partial, target);
    return target;
  } finally {
    if (!finished) await file.close().catch(() => undefined);
    await fs.promises.rm(partial, { force: true });
  }
}

/** Reads a whole backup: every frame must open and the records must match the manifest's counts and hashes. */
export async function verifyBackup(filePath: string, backupKey: Buffer): Promise<BackupManifest> {
  const backup = await openBackup(filePath, backupKey);
  try {
    const tables: Record<string, number> = {};
    const files: BackupManifest['files'] = {};
    let table: string | undefined;
    let current: { key: string; size: number; hash: ReturnType<typeof createHash> } | undefined;
    for await (const { type, payload } of backup.records()) {
      if (type === RECORD.table) {
        table = (JSON.parse(payload.toString()) as { name: string }).name;
        tables[table] = 0;
      } else if (type === RECORD.row && table) {
        tables[table] = (tables[table] ?? 0) + 1;
      } else if (type === RECORD.fileStart) {
        current = { key: payload.toString(), size: 0, hash: createHash('sha256') };
      } else if (type === RECORD.fileBytes && current) {
        current.size += payload.length;
        current.hash.update(payload);
      } else if (type === RECORD.fileEnd && current) {
        files[current.key] = { size: current.size, sha256: current.hash.digest('hex') };
        current = undefined;
      }
    }
    const { manifest } = backup;
    if (JSON.stringify(tables) !== JSON.stringify(manifest.tables) || !sameFiles(files, manifest.files)) {
      throw new BackupUnreadableError('The backup does not match its own manifest.');
    }
    return manifest;
  } finally {
    await backup.close();
  }
}

function sameFiles(actual: BackupManifest['files'], expected: BackupManifest['files']): boolean {
  const keys = Object.keys(expected);
  return (
    keys.length === Object.keys(actual).length &&
    keys.every((key) => actual[key]?.sha256 === expected[key]!.sha256 && actual[key]?.size === expected[key]!.size)
  );
}
