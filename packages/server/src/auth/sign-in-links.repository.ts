import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { signInLinks } from '../db/schema/index.ts';

export function createSignInLinksRepository(db: Queryable) {
  return {
    async insert(userId: number, tokenHash: string, nonceHash: string, expiresAt: Date) {
      await db.insert(signInLinks).values({ userId, tokenHash, nonceHash, expiresAt });
    },

    /**
     * Marks a live link used when it was asked for with this nonce, and answers its user; an
     * unknown, used or expired link, or another browser's, answers undefined and stays as it was.
     */
    async consume(tokenHash: string, nonceHash: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(signInLinks)
        .set({ usedAt: now })
        .where(
          and(
            eq(signInLinks.tokenHash, tokenHash),
            eq(signInLinks.nonceHash, nonceHash),
            isNull(signInLinks.usedAt),
            gt(signInLinks.expiresAt, now),
          ),
        )
        .returning({ userId: signInLinks.userId });
      return row?.userId;
    },

    async removeAllOfUser(userId: number) {
      await db.delete(signInLinks).where(eq(signInLinks.userId, userId));
    },
  };
}
