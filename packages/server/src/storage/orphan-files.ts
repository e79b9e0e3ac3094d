import { and, inArray, like, lt } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { patientAttachments, pendingFiles, procedureConsents, procedurePhotos } from '../db/schema/index.ts';
import { ARCHIVE_KEY_PREFIX, type FileStorage } from './file-storage.ts';

/**
 * How long a file may stay unreferenced before the sweep removes it: longer than any upload or
 * restore takes, so a file another server is writing right now is never touched.
 */
export const ORPHAN_GRACE_MS = 60 * 60_000;

/** Records keys as pending, committed before their bytes are written. */
export async function recordPendingFiles(db: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.insert(pendingFiles).values(keys.map((storageKey) => ({ storageKey })));
}

/** Ends the pending state: inside the transaction that references the files, or after removing them. */
export async function clearPendingFiles(db: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.delete(pendingFiles).where(inArray(pendingFiles.storageKey, [...keys]));
}

/**
 * Removes files no attachment, consent or photo row references once they are older than the grace period: those a
 * crash left between writing and committing (their pending rows say so), and any other stray file.
 * Sealed archive files are removed when their pending row is that old: an archive that never
 * committed, or a restore that committed but did not get to remove them. Answers the keys removed.
 */
export async function sweepOrphanFiles(
  db: Database,
  storage: FileStorage,
  now: Date,
  graceMs = ORPHAN_GRACE_MS,
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - graceMs);
  const sealedLeftovers = (
    await db
      .select({ key: pendingFiles.storageKey })
      .from(pendingFiles)
      .where(and(lt(pendingFiles.createdAt, cutoff), like(pendingFiles.storageKey, `${ARCHIVE_KEY_PREFIX}%`)))
  ).map((row) => row.key);
  for (const key of sealedLeftovers) await storage.remove(key);
  const stored = await storage.list();
  if (stored.length === 0) {
    await db.delete(pendingFiles).where(lt(pendingFiles.createdAt, cutoff));
    return sealedLeftovers;
  }
  const photoKeys = await db
    .select({ full: procedurePhotos.storageKey, thumb: procedurePhotos.thumbStorageKey })
    .from(procedurePhotos);
  const referenced = new Set([
    ...(await db.select({ key: patientAttachments.storageKey }).from(patientAttachments)).map((row) => row.key),
    ...(await db.select({ key: procedureConsents.storageKey }).from(procedureConsents)).map((row) => row.key),
    ...photoKeys.flatMap((row) => [row.full, row.thumb]),
  ]);
  const pendingSince = new Map(
    (await db.select().from(pendingFiles)).map((row) => [row.storageKey, row.createdAt] as const),
  );
  const orphans = stored
    .filter(({ key, writtenAt }) => {
      if (referenced.has(key)) return false;
      const since = pendingSince.get(key) ?? writtenAt;
      return since < cutoff && writtenAt < cutoff;
    })
    .map(({ key }) => key);
  for (const key of orphans) await storage.remove(key);
  await db.delete(pendingFiles).where(lt(pendingFiles.createdAt, cutoff));
  return [...sealedLeftovers, ...orphans];
}
