import type { Database, Queryable } from '../db/client.ts';
import { newFileKey, removeAll, type FileStorage } from './file-storage.ts';
import { clearPendingFiles, recordPendingFiles } from './orphan-files.ts';

/**
 * Files are recorded as pending, written under new keys (in the order given), and `work` runs in
 * one transaction that also clears the pending records; when it fails the written files are
 * removed, so a failed request leaves neither rows nor files, and a crash leaves pending records
 * for the start-up sweep.
 */
export async function withStoredFiles<Result>(
  db: Database,
  storage: FileStorage,
  files: readonly Buffer[],
  work: (tx: Queryable, keys: string[]) => Promise<Result>,
): Promise<Result> {
  const keys = files.map(() => newFileKey());
  // Committed before any byte is written: a crash from here on leaves rows the start-up sweep follows.
  await recordPendingFiles(db, keys);
  try {
    for (const [index, bytes] of files.entries()) await storage.save(bytes, keys[index]);
    return await db.transaction(async (tx) => {
      const result = await work(tx, keys);
      await clearPendingFiles(tx, keys);
      return result;
    });
  } catch (error) {
    await removeAll(storage, keys);
    await clearPendingFiles(db, keys).catch(() => undefined);
    throw error;
  }
}
