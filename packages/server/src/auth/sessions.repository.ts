import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';

export function createSessionsRepository(db: Queryable) {
  return {
    async insert(userId: number, tokenHash: string, expiresAt: Date) {
      await db.insert(sessions).values({ userId, tokenHash, expiresAt });
    },

    /** The live session of a token with its user, or undefined. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    async touch(sessionId: number, now: Date) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
    },

    async revoke(sessionId: number, now: Date) {
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
    },

    /** Revokes every session of a user, except one when given (the caller's own). */
    async revokeAllOfUser(userId: number, now: Date, exceptSessionId?: number) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptSessionId === undefined ? sql`true` : ne(sessions.id, exceptSessionId),
          ),
        );
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
