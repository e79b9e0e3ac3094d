import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { defineKeptStatement, placeholder, type NoShape } from '../db/kept-statements.ts';
import { sessions, users } from '../db/schema/index.ts';

const MAX_USER_AGENT_LENGTH = 512;

/** Where a session was opened: the browser's User-Agent and the client's address. */
export interface SessionClient {
  userAgent?: string | undefined;
  address?: string | undefined;
}

/** A session that still works by itself: not revoked, not expired. */
const live = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** Every request runs it, so it is built once and prepared on each connection. */
const liveSessionStatement = defineKeptStatement('sessions.live', (_shape: NoShape, db) =>
  db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      isActive: users.isActive,
      deactivatedAt: users.deactivatedAt,
      twoFactorEnabledAt: users.twoFactorEnabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, placeholder('now')),
      ),
    )
    .limit(1),
);

export function createSessionsRepository(db: Queryable) {
  return {
    /** `now` is the service clock's, so idle time is measured on one clock from the first request on. */
    async insert(userId: number, tokenHash: string, now: Date, expiresAt: Date, client: SessionClient = {}) {
      // The browser's description is bounded: a client can send a User-Agent of any length.
      const userAgent = client.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null;
      await db
        .insert(sessions)
        .values({ userId, tokenHash, lastSeenAt: now, expiresAt, userAgent, address: client.address ?? null });
    },

    /** A user's sessions that still work: not revoked, not expired, used within the idle limit. */
    listLive(userId: number, now: Date, idleSince: Date) {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), live(now), gt(sessions.lastSeenAt, idleSince)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
    },

    /** Revokes one live session of a user; false when the user has no such session. */
    async revokeOfUser(userId: number, sessionId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /**
     * The live session of a token with what the guard needs of its user, or undefined. Every
     * request runs it, so it is prepared once per connection rather than built each time.
     */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await liveSessionStatement(db, {}).execute({ tokenHash, now });
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
