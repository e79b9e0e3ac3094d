import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle } from './client.ts';
import * as schema from './schema/index.ts';
import { checkPostgresVersion } from './postgres-version.ts';
import { prepareRepeatedStatements } from './repeated-statements.ts';
import { refuseNewerSchema } from './schema-version-guard.ts';

/** Any number, the same in every server: the advisory lock that lets one server migrate at a time. */
const MIGRATION_LOCK = 7_405_113;

/**
 * A pool of connections to a PostgreSQL server, its schema brought up to date. Servers starting
 * together migrate one after another: the next finds the work done.
 */
export async function openPostgres(url: string, poolSize: number, migrationsFolder: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A broken idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  pool.on('connect', prepareRepeatedStatements);
  const db = drizzle(pool, { schema }) as unknown as Database;
  try {
    const client = await pool.connect();
    try {
      const version = await client.query<{ server_version_num: string }>('SHOW server_version_num');
      checkPostgresVersion(version.rows[0]!.server_version_num);
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await refuseNewerSchema(client, migrationsFolder);
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      // Ending the session releases the lock too, should the unlock itself fail.
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).then(
        () => client.release(),
        (error: unknown) => client.release(error instanceof Error ? error : true),
      );
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    driver: 'postgres',
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: async () => void (await pool.query('SELECT 1')),
    close: () => pool.end(),
  };
}
