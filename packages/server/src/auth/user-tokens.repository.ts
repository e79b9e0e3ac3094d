import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { userTokens } from '../db/schema/index.ts';

export type TokenPurpose = 'reset' | 'invite';

export function createUserTokensRepository(db: Queryable) {
  return {
    async insert(userId: number, purpose: TokenPurpose, tokenHash: string, expiresAt: Date) {
      await db.insert(userTokens).values({ userId, purpose, tokenHash, expiresAt });
    },

    /** A token that can still be used (unused, unexpired), without using it. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.tokenHash, tokenHash), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)));
      return row;
    },

    /** Ends every outstanding invite and reset link of a user. */
    async revokeAllOfUser(userId: number, now: Date) {
      await db
        .update(userTokens)
        .set({ usedAt: now })
        .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)));
    },

    /** Marks a live token used and answers its row; a used, expired or unknown token answers undefined. */
    async consume(tokenHash: string, now: Date) {
      const [row] = await db
        .update(userTokens)
        .set({ usedAt: now })
        .where(and(eq(userTokens.tokenHash, tokenHash), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
        .returning();
      return row;
    },
  };
}
