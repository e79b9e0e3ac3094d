import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, timestamptz, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** Null when no name was given: screens then show the e-mail. */
    fullName: text('full_name'),
    role: text('role').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    /** Null until an invited user sets a password. */
    passwordHash: text('password_hash'),
    /** Set once the user has confirmed a two-factor enrolment; the secret is in `two_factor_secrets`. */
    twoFactorEnabledAt: timestamptz('two_factor_enabled_at'),
    /** Set when an administrator deactivates the account, cleared when one activates it again. */
    deactivatedAt: timestamptz('deactivated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    /** SHA-256 of the opaque bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** The browser's User-Agent and the client's address at sign-in, for the account's list of sessions. */
    userAgent: text('user_agent'),
    address: text('address'),
  },
  (table) => [uniqueIndex('sessions_token_hash_idx').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

/** Single-use links sent by mail: password resets and invitations. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    purpose: text('purpose', { enum: ['reset', 'invite'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('user_tokens_hash_idx').on(table.tokenHash), index('user_tokens_user_idx').on(table.userId)],
);
