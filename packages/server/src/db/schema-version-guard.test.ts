import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';
import { refuseNewerSchema, type RowsClient } from './schema-version-guard.ts';

const known = readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);

/** A database whose migrations table holds these `created_at` values (undefined: no table yet). */
const databaseWith = (applied: (number | string)[] | undefined): RowsClient => ({
  query: async (statement) =>
    statement.includes('to_regclass')
      ? { rows: [{ present: applied !== undefined }] }
      : { rows: (applied ?? []).map((createdAt) => ({ created_at: createdAt })) },
});

describe('refuseNewerSchema', () => {
  it('lets a new database, an older one and an up-to-date one be migrated', async () => {
    await expect(refuseNewerSchema(databaseWith(undefined), migrationsFolder)).resolves.toBeUndefined();
    await expect(refuseNewerSchema(databaseWith(known.slice(0, 3)), migrationsFolder)).resolves.toBeUndefined();
    // node-postgres reads bigint as text.
    await expect(refuseNewerSchema(databaseWith(known.map(String)), migrationsFolder)).resolves.toBeUndefined();
  });

  it('refuses a database with a migration this build does not know, in one line', async () => {
    const newer = databaseWith([...known, 4_102_444_800_000]);
    await expect(refuseNewerSchema(newer, migrationsFolder)).rejects.toThrow(
      `The database was migrated by a newer build of the portal (1 of its ${known.length + 1} migrations are unknown ` +
        `to this build, which knows ${known.length}): start the newer build, or restore a backup taken with this one.`,
    );
  });
});
