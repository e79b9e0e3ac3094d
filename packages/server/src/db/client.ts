import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; it offers the same queries as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The connection pool's use, where the driver has a pool (PostgreSQL): for the metrics. */
  poolUse?(): { total: number; idle: number; waiting: number };
  /** One trivial statement straight through the driver: the health check's proof of life. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export interface PgliteTarget {
  kind: 'pglite';
  /** Undefined: in memory. */
  dataDir: string | undefined;
  /**
   * PostgreSQL's `shared_buffers` (default 128MB). Tests open dozens of small databases, where
   * setting aside the default costs more than all their queries.
   */
  sharedBuffers?: string;
}

export type DatabaseTarget = PgliteTarget | { kind: 'postgres'; url: string; poolSize?: number };

/**
 * Opens the database and brings its schema up to date. Each driver is loaded only when chosen:
 * PGlite alone holds some 40 MB that a server on PostgreSQL never needs.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const { openPostgres } = await import('./postgres-client.ts');
    return openPostgres(target.url, target.poolSize ?? 10, migrationsFolder);
  }
  const { openPglite } = await import('./pglite-client.ts');
  return openPglite(target, migrationsFolder);
}
