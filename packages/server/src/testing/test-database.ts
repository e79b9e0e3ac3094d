import crypto from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { onServer, testDatabaseTarget, withDatabase } from './database-template.ts';
import { openPgliteCopy } from './pglite-copies.ts';

/**
 * Every test file gets a database of its own, copied from the one the suite migrated at start: an
 * in-memory PGlite loaded from its dump (or one a previous file of the worker used, put back to
 * the template's rows: see `openPgliteCopy`), or on PostgreSQL a new database made from the
 * template and dropped after the file.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDatabaseTemplate');
  if (testDatabaseTarget === 'pglite') return openPgliteCopy(template);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_TARGET=postgres needs TEST_DATABASE_URL');
  const name = `clinic_test_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface ServerDatabase {
  /** What a server process is given to use it. */
  environment: { DATABASE_URL?: string };
  remove(): Promise<void>;
}

/**
 * The database of a server process started by a test: on PostgreSQL a copy of the suite's template,
 * on PGlite none (the server creates its own in DATA_DIR, as on a clinic's first start).
 */
export async function createServerDatabase(): Promise<ServerDatabase> {
  if (testDatabaseTarget === 'pglite') return { environment: {}, remove: async () => {} };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_TARGET=postgres needs TEST_DATABASE_URL');
  const name = `clinic_server_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('testDatabaseTemplate')}`);
  return {
    environment: { DATABASE_URL: withDatabase(serverUrl, name) },
    remove: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
