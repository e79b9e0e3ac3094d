import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, timestamptz } from './columns.ts';
import { users } from './users.ts';

/**
 * A sign-in link mailed when a right password from a new browser meets the sign-in limits: the
 * hash of the link's token and the hash of the nonce cookie of the browser it was asked from, so
 * the link signs in once, on that browser only, and shortly.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    nonceHash: text('nonce_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sign_in_links_token_hash_idx').on(table.tokenHash),
    index('sign_in_links_user_idx').on(table.userId),
  ],
);
