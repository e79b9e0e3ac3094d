import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  rememberedDevices,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
  users,
} from '../db/schema/index.ts';

/** A challenge that can still be answered: not used, not expired. */
const liveChallenge = (now: Date) => and(isNull(twoFactorChallenges.usedAt), gt(twoFactorChallenges.expiresAt, now));

export function createTwoFactorRepository(db: Queryable) {
  return {
    /** Starts (or starts over) an enrolment: the sealed secret replaces any earlier one. */
    async saveSecret(userId: number, sealedSecret: string, now: Date) {
      await db
        .insert(twoFactorSecrets)
        .values({ userId, sealedSecret, lastUsedStep: null, createdAt: now })
        .onConflictDoUpdate({
          target: twoFactorSecrets.userId,
          set: { sealedSecret, lastUsedStep: null, createdAt: now },
        });
    },

    /** The user's secret row, locked until the transaction ends so two codes are never checked at once. */
    async lockSecret(userId: number) {
      const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).for('update');
      return row;
    },

    async setLastUsedStep(userId: number, step: number) {
      await db.update(twoFactorSecrets).set({ lastUsedStep: step }).where(eq(twoFactorSecrets.userId, userId));
    },

    async markEnabled(userId: number, now: Date) {
      await db.update(users).set({ twoFactorEnabledAt: now, updatedAt: now }).where(eq(users.id, userId));
    },

    async replaceRecoveryCodes(userId: number, codeHashes: string[]) {
      await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Marks an unused recovery code used; false when the user has no such unused code. */
    async useRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, userId),
            eq(twoFactorRecoveryCodes.codeHash, codeHash),
            isNull(twoFactorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: twoFactorRecoveryCodes.id });
      return rows.length > 0;
    },

    /** Everything two-factor of a user: secret, recovery codes, open challenges, remembered browsers. */
    async removeAllOfUser(userId: number, now: Date) {
      await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
      await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
      await db.delete(rememberedDevices).where(eq(rememberedDevices.userId, userId));
      await db.update(users).set({ twoFactorEnabledAt: null, updatedAt: now }).where(eq(users.id, userId));
    },

    /** A challenge for a right password; challenges that can no longer be used are cleared on the way. */
    async insertChallenge(userId: number, tokenHash: string, expiresAt: Date, now: Date) {
      await db
        .delete(twoFactorChallenges)
        .where(
          and(
            eq(twoFactorChallenges.userId, userId),
            or(lt(twoFactorChallenges.expiresAt, now), sql`${twoFactorChallenges.usedAt} is not null`),
          ),
        );
      await db.insert(twoFactorChallenges).values({ userId, tokenHash, expiresAt });
    },

    /** A live challenge (unused, unexpired), without using it. */
    async findLiveChallenge(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(twoFactorChallenges)
        .where(and(eq(twoFactorChallenges.tokenHash, tokenHash), liveChallenge(now)));
      return row;
    },

    /** The live challenge, locked until the transaction ends: one code is checked against it at a time. */
    async lockLiveChallenge(id: number, now: Date) {
      const [row] = await db
        .select()
        .from(twoFactorChallenges)
        .where(and(eq(twoFactorChallenges.id, id), liveChallenge(now)))
        .for('update');
      return row;
    },

    async useChallenge(id: number, now: Date) {
      await db.update(twoFactorChallenges).set({ usedAt: now }).where(eq(twoFactorChallenges.id, id));
    },

    /** Counts a wrong code against the challenge and answers how many it has had. */
    async countChallengeFailure(id: number): Promise<number> {
      const [row] = await db
        .update(twoFactorChallenges)
        .set({ failedAttempts: sql`${twoFactorChallenges.failedAttempts} + 1` })
        .where(eq(twoFactorChallenges.id, id))
        .returning({ failedAttempts: twoFactorChallenges.failedAttempts });
      return row?.failedAttempts ?? 0;
    },

    async isRemembered(userId: number, tokenHash: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: rememberedDevices.id })
        .from(rememberedDevices)
        .where(
          and(
            eq(rememberedDevices.userId, userId),
            eq(rememberedDevices.tokenHash, tokenHash),
            gt(rememberedDevices.expiresAt, now),
          ),
        );
      return row !== undefined;
    },

    /** The browsers that skip the code for the user skip it no more. */
    async forgetRememberedDevices(userId: number) {
      await db.delete(rememberedDevices).where(eq(rememberedDevices.userId, userId));
    },

    /** Remembers a browser for a user until `expiresAt` (again, when it already was). */
    async remember(userId: number, tokenHash: string, expiresAt: Date) {
      await db
        .insert(rememberedDevices)
        .values({ userId, tokenHash, expiresAt })
        .onConflictDoUpdate({
          target: [rememberedDevices.userId, rememberedDevices.tokenHash],
          set: { expiresAt },
        });
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
