import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../db/client.ts';
import { PGLITE_EXTENSIONS } from '../db/pglite-client.ts';

export type TestDatabaseTarget = 'pglite' | 'postgres';

/** Which database an integration project runs on, from its environment. */
export const testDatabaseTargetOf = (env: Record<string, string | undefined>): TestDatabaseTarget =>
  env.TEST_DB_TARGET === 'postgres' ? 'postgres' : 'pglite';

/** The database this test worker's project runs on. */
export const testDatabaseTarget = testDatabaseTargetOf(process.env);

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface DatabaseTemplate {
  /** The dump's file (PGlite) or the template database's name (PostgreSQL). */
  reference: string;
  remove(): Promise<void>;
}

/**
 * Migrates one database for the whole run, so each test file copies it instead of creating and
 * migrating its own (most of a file's start-up time).
 */
export async function createDatabaseTemplate(target: TestDatabaseTarget): Promise<DatabaseTemplate> {
  if (target === 'pglite') {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-template-'));
    const file = path.join(dir, 'pglite.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { reference: file, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_TARGET=postgres needs TEST_DATABASE_URL');
  const name = `clinic_template_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name), poolSize: 1 });
  await handle.close();
  return { reference: name, remove: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
