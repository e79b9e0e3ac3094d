import type { Database } from '../db/client.ts';
import type { ResolvedSession, SessionUser } from '../http/auth-guard.ts';
import { normaliseRole } from '@clinic/contracts';
import { generateToken, hashToken } from './secrets.ts';
import { createSessionsRepository, type SessionClient } from './sessions.repository.ts';
import type { Clock } from '../clock.ts';
import { staffName } from '../db/staff-name.ts';

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

export interface SessionsServiceDependencies {
  db: Database;
  policy: SessionPolicy;
  clock: Clock;
  /** Told of every sign-in, once its session exists. */
  onStart?: (userId: number) => Promise<void>;
}

/** Opaque bearer sessions: the server keeps only the token's hash, with idle and absolute expiry. */
export function createSessionsService({ db, policy, clock, onStart }: SessionsServiceDependencies) {
  const repository = createSessionsRepository(db);
  const idleMs = policy.idleMinutes * 60_000;
  // Only write last-seen when it moved noticeably, so reads stay reads.
  const touchIntervalMs = Math.min(60_000, idleMs / 4);

  return {
    async start(userId: number, client: SessionClient = {}): Promise<string> {
      const token = generateToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + policy.maxHours * 3_600_000);
      await repository.insert(userId, hashToken(token), now, expiresAt, client);
      await onStart?.(userId);
      return token;
    },

    async resolve(token: string): Promise<ResolvedSession | undefined> {
      const now = clock();
      const row = await repository.findLive(hashToken(token), now);
      if (!row) return undefined;
      const idleFor = now.getTime() - row.lastSeenAt.getTime();
      if (idleFor > idleMs) {
        await repository.revoke(row.sessionId, now);
        return undefined;
      }
      const touched = idleFor > touchIntervalMs;
      if (touched) await repository.touch(row.sessionId, now);
      const role = normaliseRole(row.role);
      if (!role) return undefined;
      const lastSeenAt = touched ? now : row.lastSeenAt;
      const endsAt = Math.min(lastSeenAt.getTime() + idleMs, row.expiresAt.getTime());
      const user: SessionUser = {
        id: row.userId,
        email: row.email,
        fullName: staffName(row),
        role,
        isActive: row.isActive,
        deactivated: !row.isActive && row.deactivatedAt !== null,
        twoFactorEnabled: row.twoFactorEnabledAt !== null,
        sessionId: row.sessionId,
      };
      return { user, endsInSeconds: Math.max(0, Math.floor((endsAt - now.getTime()) / 1000)) };
    },

    /** The user's sessions that still work, the most recently used first. */
    listLive(userId: number) {
      const now = clock();
      return repository.listLive(userId, now, new Date(now.getTime() - idleMs));
    },

    end: (sessionId: number) => repository.revoke(sessionId, clock()),
    /** Ends one of the user's own sessions; false when there is no such live session of theirs. */
    endOfUser: (userId: number, sessionId: number) => repository.revokeOfUser(userId, sessionId, clock()),
    endAllOfUser: (userId: number, exceptSessionId?: number) =>
      repository.revokeAllOfUser(userId, clock(), exceptSessionId),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
