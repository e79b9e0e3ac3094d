import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { DatabaseHandle, Database } from '../db/client.ts';
import { removeAll, type FileStorage } from '../storage/file-storage.ts';
import { BackupUnreadableError, DAMAGED, RECORD, openBackup, type BackupManifest } from './backup-format.ts';
import {
  countMigrations,
  hasAnyRow,
  insertRows,
  listTables,
  rebuildNameWords,
  resetIdentities,
  setUserTriggers,
} from './database-tables.ts';

/** Thrown when the target is not fit for a restore (not empty, older than the backup); nothing changed. */
export class RestoreRefusedError extends Error {}

/** Rows inserted per statement: few statements, while one statement's JSON stays small. */
const ROWS_PER_INSERT = 500;

export interface RestoreOptions {
  file: string;
  backupKey: Buffer;
  /** The target, already migrated to this version's schema. */
  database: DatabaseHandle;
  storage: FileStorage;
  /** Called with the manifest once the target is found empty, before anything is written. */
  checkBeforeLoad?: (manifest: BackupManifest) => void;
}

async function firstKey(storage: FileStorage): Promise<string | undefined> {
  for await (const key of storage.keys()) return key;
  return undefined;
}

/**
 * Loads a backup into an empty portal: every row in one transaction (triggers off, ids kept,
 * identities reset after), every file streamed into storage, and the whole checked against the
 * manifest before the transaction commits. On any failure the transaction rolls back and the
 * files written so far are removed: a damaged backup restores nothing.
 */
export async function restoreBackup({
  file,
  backupKey,
  database,
  storage,
  checkBeforeLoad,
}: RestoreOptions): Promise<BackupManifest> {
  const backup = await openBackup(file, backupKey);
  const written: string[] = [];
  let current: { key: string; sink: Writable; size: number; hash: ReturnType<typeof createHash> } | undefined;
  try {
    const { manifest } = backup;
    const db = database.db as Database;
    const tables = await listTables(db);
    if ((await hasAnyRow(db, tables)) || (await firstKey(storage)) !== undefined) {
      throw new RestoreRefusedError(
        'The target already holds data: restore only into an empty data directory or an empty PostgreSQL database.',
      );
    }
    if (manifest.migrations > (await countMigrations(db))) {
      throw new RestoreRefusedError('The backup comes from a newer version of the portal: update the portal first.');
    }
    checkBeforeLoad?.(manifest);
    const known = new Map(tables.map((table) => [table.name, table]));

    await db.transaction(async (tx) => {
      await setUserTriggers(tx, tables, false);
      let table: { name: string; columns: string[] } | undefined;
      let batch: string[] = [];
      const counts: Record<string, number> = {};
      const flushRows = async () => {
        if (table && batch.length > 0) await insertRows(tx, table.name, table.columns, batch);
        batch = [];
      };
      for await (const { type, payload } of backup.records()) {
        if (type === RECORD.table) {
          await flushRows();
          const saved = JSON.parse(payload.toString()) as { name: string; columns: string[] };
          const shape = known.get(saved.name);
          if (!shape)
            throw new RestoreRefusedError(`The backup holds a table this version does not know: ${saved.name}.`);
          table = { name: saved.name, columns: saved.columns.filter((column) => shape.columns.includes(column)) };
          counts[saved.name] = 0;
        } else if (type === RECORD.row && table) {
          batch.push(payload.toString());
          counts[table.name]! += 1;
          if (batch.length >= ROWS_PER_INSERT) await flushRows();
        } else if (type === RECORD.fileStart) {
          await flushRows();
          const key = payload.toString();
          written.push(key);
          current = { key, sink: storage.writeStream(key), size: 0, hash: createHash('sha256') };
        } else if (type === RECORD.fileBytes && current) {
          current.size += payload.length;
          current.hash.update(payload);
          if (!current.sink.write(payload)) await once(current.sink, 'drain');
        } else if (type === RECORD.fileEnd && current) {
          current.sink.end();
          await finished(current.sink);
          const expected = manifest.files[current.key];
          if (expected?.size !== current.size || expected.sha256 !== current.hash.digest('hex')) {
            throw new BackupUnreadableError(DAMAGED);
          }
          current = undefined;
        }
      }
      await flushRows();
      if (
        JSON.stringify(counts) !== JSON.stringify(manifest.tables) ||
        written.length !== Object.keys(manifest.files).length
      ) {
        throw new BackupUnreadableError(DAMAGED);
      }
      await setUserTriggers(tx, tables, true);
      await resetIdentities(tx, tables);
      await rebuildNameWords(tx);
    });
    return manifest;
  } catch (error) {
    current?.sink.destroy();
    await removeAll(storage, written);
    throw error;
  } finally {
    await backup.close();
  }
}
