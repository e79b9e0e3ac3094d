import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle, PgliteTarget } from './client.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { sendStatementsWhole } from './pglite-statements.ts';
import * as schema from './schema/index.ts';

/** pg_trgm must be loaded on every open once a trigram index exists. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** The embedded database in the target's `dataDir` (in memory when undefined), held by this process alone. */
export async function openPglite(
  { dataDir, template, sharedBuffers }: PgliteTarget,
  migrationsFolder: string,
): Promise<DatabaseHandle> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  try {
    const pgDataDir = dataDir ? path.join(dataDir, 'pglite') : undefined;
    if (pgDataDir) fs.mkdirSync(pgDataDir, { recursive: true });
    const client = await PGlite.create({
      dataDir: pgDataDir,
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: template,
      ...(sharedBuffers && { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] }),
    });
    // Drizzle calls only `query` and `transaction` on its client.
    const statements = sendStatementsWhole(client) as unknown as PGlite;
    const db = drizzle({ client: statements, schema }) as unknown as Database;
    await migrate(drizzle(client), { migrationsFolder });
    return {
      db,
      driver: 'pglite',
      ping: async () => void (await client.query('SELECT 1')),
      close: async () => {
        if (client.closed) return;
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
