import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { uploadUsage } from '../db/schema/index.ts';
import { waitForRoom, type CountedUpload } from './upload-window.ts';

/** Any number, the same in every server: with an account's id, the lock under which its uploads are counted. */
const UPLOAD_COUNT_LOCK = 27_001;

/** Expired rows removed by each count, wherever they are: more than any count adds. */
const EXPIRED_ROWS_PER_COUNT = 20;

export interface UploadCount {
  /** The request's key: its bytes are one row, removed if it fails. */
  requestKey: string;
  userId: number;
  bytes: number;
  now: Date;
  windowMs: number;
  limitBytes: number;
}

/** Counted, or refused with how long until the account's older uploads leave room for this request's bytes. */
export type UploadCountAnswer = { counted: true } | { counted: false; retryAfterMs: number };

export function createUploadUsageRepository(db: Database) {
  return {
    /**
     * Adds bytes to a request's row unless the account's uploads in the window would then pass the
     * limit. The account's counts take turns under an advisory lock, so parallel requests, on one
     * server or several, never pass the limit together.
     */
    count({ requestKey, userId, bytes, now, windowMs, limitBytes }: UploadCount): Promise<UploadCountAnswer> {
      const since = new Date(now.getTime() - windowMs);
      const inWindow = and(eq(uploadUsage.userId, userId), gt(uploadUsage.receivedAt, since));
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${UPLOAD_COUNT_LOCK}::integer, ${userId}::integer)`);
        const [used] = await tx
          .select({ bytes: sql<string>`coalesce(sum(${uploadUsage.bytes}), 0)` })
          .from(uploadUsage)
          .where(inWindow);
        if (Number(used!.bytes) + bytes > limitBytes) {
          const uploads: CountedUpload[] = await tx
            .select({ id: uploadUsage.id, bytes: uploadUsage.bytes, receivedAt: uploadUsage.receivedAt })
            .from(uploadUsage)
            .where(inWindow)
            .orderBy(asc(uploadUsage.receivedAt));
          return {
            counted: false,
            retryAfterMs: waitForRoom({ uploads, requestKey, bytes, now, windowMs, limitBytes }),
          };
        }
        await tx
          .insert(uploadUsage)
          .values({ id: requestKey, userId, bytes, receivedAt: now })
          .onConflictDoUpdate({
            target: uploadUsage.id,
            set: { bytes: sql`${uploadUsage.bytes} + ${bytes}`, receivedAt: now },
          });
        await tx.execute(sql`
          DELETE FROM upload_usage WHERE id IN (
            SELECT id FROM upload_usage WHERE received_at <= ${since.toISOString()}::timestamptz
            LIMIT ${EXPIRED_ROWS_PER_COUNT} FOR UPDATE SKIP LOCKED)`);
        return { counted: true };
      });
    },

    /** Forgets a request's bytes: it failed, and stored nothing. */
    async remove(requestKey: string): Promise<void> {
      await db.delete(uploadUsage).where(eq(uploadUsage.id, requestKey));
    },
  };
}
export type UploadUsageRepository = ReturnType<typeof createUploadUsageRepository>;
