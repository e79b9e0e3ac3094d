import { readMigrationFiles } from 'drizzle-orm/migrator';

/** The one call both drivers' clients (PGlite, a node-postgres connection) answer alike. */
export interface RowsClient {
  query(statement: string): Promise<{ rows: unknown[] }>;
}

/**
 * Refuses a database migrated by a newer build: this build's code would read and write tables it
 * does not know, and its migrations would not bring them back. Drizzle records each applied
 * migration by its journal timestamp (`created_at`); one this build's journal lacks is newer.
 */
export async function refuseNewerSchema(client: RowsClient, migrationsFolder: string): Promise<void> {
  const table = await client.query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  // A new database: nothing is applied yet.
  if ((table.rows[0] as { present: boolean } | undefined)?.present !== true) return;
  const { rows } = await client.query('SELECT created_at FROM drizzle.__drizzle_migrations');
  const known = new Set(readMigrationFiles({ migrationsFolder }).map((migration) => String(migration.folderMillis)));
  const unknown = rows.filter((row) => !known.has(String((row as { created_at: unknown }).created_at)));
  if (unknown.length > 0) {
    throw new Error(
      `The database was migrated by a newer build of the portal (${unknown.length} of its ${rows.length} migrations ` +
        `are unknown to this build, which knows ${known.size}): start the newer build, or restore a backup taken with this one.`,
    );
  }
}
