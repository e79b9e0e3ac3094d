import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@clinic/contracts';
import { userTokens } from '../db/schema/index.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();

describe('password reset by mail on PostgreSQL', () => {
  it('answers before looking the address up, so a known one takes no longer', async () => {
    const { user } = await t.signIn('STAFF');
    const tokensOfUser = () => t.database.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    await t.database.db.transaction(async (holder) => {
      // The reset link's row cannot be written while this lock is held: an answer that waited for
      // the look-up and the link would never come, and the test would time out.
      await holder.execute(sql`LOCK TABLE user_tokens IN SHARE MODE`);
      const response = await t.api({ method: 'POST', url: '/auth/forgot-password', payload: { email: user.email } });
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.forgotSent });
      expect(await tokensOfUser()).toHaveLength(0);
    });
    await t.settled();
    expect(await tokensOfUser()).toHaveLength(1);
  });
});
