import crypto from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { onServer, testDatabaseTarget, withDatabase } from './database-template.ts';

/** A test's database holds a few hundred rows; opening one with the default 128MB took twice as long. */
const TEST_SHARED_BUFFERS = '8MB';

/**
 * Every test file gets a database of its own, copied from the one the suite migrated at start: an
 * in-memory PGlite loaded from its dump, or on PostgreSQL a new database made from the template and
 * dropped after the file.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDatabaseTemplate');
  if (testDatabaseTarget === 'pglite') {
    return openDatabase({
      kind: 'pglite',
      dataDir: undefined,
      template: new Blob([fs.readFileSync(template)]),
      sharedBuffers: TEST_SHARED_BUFFERS,
    });
  }
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
