import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

/** Which database the integration project runs on: its own PGlite, or a fresh PostgreSQL database. */
export const testDatabaseTarget = process.env.TEST_DB_TARGET === 'postgres' ? 'postgres' : 'pglite';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Every test file gets a database of its own: an in-memory PGlite, or on PostgreSQL a new database
 * created for the file and dropped after it.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseTarget === 'pglite') return openDatabase({ kind: 'pglite', dataDir: undefined });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_TARGET=postgres needs TEST_DATABASE_URL');
  const name = `clinic_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
