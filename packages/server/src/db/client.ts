import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; it offers the same queries as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | undefined } // undefined: in memory
  | { kind: 'postgres'; url: string; poolSize?: number };

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // A broken idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    await migratePostgres(drizzlePostgres(pool), { migrationsFolder });
    return { db, driver: 'postgres', close: () => pool.end() };
  }

  const release = target.dataDir ? acquireDataDirLock(target.dataDir) : () => {};
  try {
    const pgDataDir = target.dataDir ? path.join(target.dataDir, 'pglite') : undefined;
    if (pgDataDir) fs.mkdirSync(pgDataDir, { recursive: true });
    // pg_trgm must be loaded on every open once a trigram index exists.
    const client = await PGlite.create({ dataDir: pgDataDir, extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return {
      db,
      driver: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
