import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, timestamptz } from './columns.ts';
import { users } from './users.ts';

/**
 * A user's TOTP secret, sealed with AES-256-GCM (never stored or logged in the clear). The row
 * exists from the start of an enrolment; two-factor sign-in is on once `users.two_factor_enabled_at`
 * is set.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  /** The last TOTP time step accepted: a code of it or an earlier step is refused (no replay). */
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/** Single-use codes for a lost phone, stored as keyed hashes. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('two_factor_recovery_codes_user_hash_idx').on(table.userId, table.codeHash)],
);

/** A right password waiting for its code: the `mfa_token`'s hash, short-lived and single use. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('two_factor_challenges_token_hash_idx').on(table.tokenHash),
    index('two_factor_challenges_user_idx').on(table.userId),
  ],
);

/** Browsers that skip the code for a user: the hash of the token in their cookie, with its expiry. */
export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('remembered_devices_user_token_idx').on(table.userId, table.tokenHash)],
);
