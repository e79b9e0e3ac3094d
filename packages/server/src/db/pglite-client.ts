import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle, PgliteTarget } from './client.ts';
import { makePrivateDir, makeTreePrivate } from '../data-dir/private-files.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { sendStatementsWhole } from './pglite-statements.ts';
import { refuseNewerSchema } from './schema-version-guard.ts';
import * as schema from './schema/index.ts';

/** pg_trgm must be loaded on every open once a trigram index exists. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** The embedded database in the target's `dataDir` (in memory when undefined), held by this process alone. */
export async function openPglite(
  { dataDir, sharedBuffers }: PgliteTarget,
  migrationsFolder: string,
): Promise<DatabaseHandle> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  try {
    const pgDataDir = dataDir ? path.join(dataDir, 'pglite') : undefined;
    // PGlite gives its files mode 666 itself: they are made private after it writes them.
    const makeFilesPrivate = () => {
      if (pgDataDir) makeTreePrivate(pgDataDir);
    };
    if (pgDataDir) makePrivateDir(pgDataDir);
    const client = await PGlite.create({
      dataDir: pgDataDir,
      extensions: PGLITE_EXTENSIONS,
      ...(sharedBuffers && { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] }),
    });
    makeFilesPrivate();
    const handle = await handleOverPglite(client, migrationsFolder, async () => {
      if (client.closed) return;
      await client.close();
      makeFilesPrivate();
      release();
    });
    makeFilesPrivate();
    return handle;
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The handle of an open PGlite, its schema brought up to date; `close` is how the handle lets it go.
 * Tests hand their files reused copies through it (`testing/pglite-copies.ts`).
 */
export async function handleOverPglite(
  client: PGlite,
  migrationsFolder: string,
  close: () => Promise<void>,
): Promise<DatabaseHandle> {
  // Drizzle calls only `query` and `transaction` on its client.
  const statements = sendStatementsWhole(client) as unknown as PGlite;
  const db = drizzle({ client: statements, schema }) as unknown as Database;
  await refuseNewerSchema(client, migrationsFolder);
  await migrate(drizzle(client), { migrationsFolder });
  return { db, driver: 'pglite', ping: async () => void (await client.query('SELECT 1')), close };
}
