import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * What several servers on one database must agree on lives here, not in a process's memory: the
 * sign-in and form limits, the version of cached totals, and the keys every server must hold.
 */

/**
 * One sign-in counter per account, client address or known device (`account:…`, `address:…`,
 * `device:…`). Checked and reserved by `login_attempt_begin` (see the migration
 * `login_attempt_begin`) in one statement.
 */
export const loginLimits = pgTable(
  'login_limits',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    /** Checks started and not yet finished: they count against the limit too. */
    inFlight: integer('in_flight').notNull().default(0),
    startedAt: timestamptz('started_at').notNull(),
    /** Past the limit, no check starts before this time. */
    nextCheckAt: timestamptz('next_check_at').notNull(),
    /** The latest reservation: checks a crashed server left open stop counting a minute after it. */
    reservedAt: timestamptz('reserved_at').notNull(),
  },
  (table) => [index('login_limits_started_at_idx').on(table.startedAt)],
);

/** The browsers (hashes of their device tokens) that signed in to an account before. */
export const loginDevices = pgTable(
  'login_devices',
  {
    account: text('account').notNull(),
    deviceHash: text('device_hash').notNull(),
    lastUsedAt: timestamptz('last_used_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.account, table.deviceHash] })],
);

/** Attempts per key (a form and a client address or e-mail) in a fixed window. */
export const attemptCounts = pgTable(
  'attempt_counts',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowEndsAt: timestamptz('window_ends_at').notNull(),
  },
  (table) => [index('attempt_counts_window_ends_at_idx').on(table.windowEndsAt)],
);

/**
 * A version per table, raised by a statement trigger in the writing transaction (see the migration
 * `change_counters`): a cached value computed at a version is exact while the version stands.
 */
export const changeCounters = pgTable('change_counters', {
  tableName: text('table_name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * A fingerprint (an HMAC of a fixed text) of each key every server must hold the same, recorded by
 * the first server to start: a server with another key refuses to start instead of writing what
 * the others cannot read.
 */
export const keyFingerprints = pgTable('key_fingerprints', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
});
