import { bigint, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, timestamptz } from './columns.ts';
import { users } from './users.ts';

/**
 * The bytes each upload request received, per account: the hourly upload limit sums the rows of
 * the last hour. Kept in the database so several servers share one allowance; a request that
 * fails removes its row, and rows older than the hour are removed as new ones come.
 */
export const uploadUsage = pgTable(
  'upload_usage',
  {
    /** One request's uploads, named by a key the server draws for it. */
    id: uuid('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** When its latest bytes arrived: the request counts until an hour after it. */
    receivedAt: timestamptz('received_at').notNull(),
  },
  (table) => [
    index('upload_usage_user_received_at_idx').on(table.userId, table.receivedAt),
    index('upload_usage_received_at_idx').on(table.receivedAt),
  ],
);
