import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle } from './client.ts';
import * as schema from './schema/index.ts';

/** A pool of connections to a PostgreSQL server. */
export async function openPostgres(url: string, poolSize: number, migrationsFolder: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A broken idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Database;
  await migrate(drizzle(pool), { migrationsFolder });
  return { db, driver: 'postgres', close: () => pool.end() };
}
