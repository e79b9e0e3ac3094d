import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { userTokens } from '../db/schema/index.ts';

export type TokenPurpose = 'reset' | 'invite';

export function createUserTokensRepository(db: Queryable) {
  return {
    async insert(userId: number, purpose: TokenPurpose, tokenHash: string, expiresAt: Date) {
      await db.insert(userTokens).values({ userId, purpose, tokenHash, expiresAt });
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
