import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf } from './database-errors.ts';
import {
  checkPgliteMembers,
  PGLITE_VERSION,
  sendStatementsWhole,
  type PgliteStatementClient,
} from './pglite-statements.ts';

let pg: PGlite;
let client: PgliteStatementClient;

beforeAll(async () => {
  pg = await PGlite.create();
  client = sendStatementsWhole(pg);
  await pg.exec(`CREATE TABLE notes (id int PRIMARY KEY, body text, tags text[], meta jsonb, at timestamptz)`);
});

afterAll(() => pg.close());

const prepared = async () =>
  (await pg.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows.map(
    (row) => row.statement,
  );

describe('statements sent to PGlite as one message', () => {
  it('stores and reads values of every kind as PGlite’s own query does', async () => {
    const at = new Date('2026-11-24T04:05:06.789Z');
    const insert = 'INSERT INTO notes (id, body, tags, meta, at) VALUES ($1, $2, $3, $4, $5)';
    await client.query(insert, [1, 'Peña', ['a', 'b c'], { dose: 2, unit: 'mL' }, at]);
    await client.query(insert, [2, null, [], null, null]);
    const select = 'SELECT * FROM notes WHERE id = ANY($1) ORDER BY id';
    // As Drizzle asks: rows as objects or arrays, timestamps left as text.
    const parsers = { [types.TIMESTAMPTZ]: (value: string) => value };
    for (const rowMode of ['object', 'array'] as const) {
      for (let run = 0; run < 3; run += 1) {
        const ours = await client.query(select, [[1, 2]], { rowMode, parsers });
        const theirs = await pg.query(select, [[1, 2]], { rowMode, parsers });
        expect(ours.rows).toEqual(theirs.rows);
        expect(ours.fields).toEqual(theirs.fields);
      }
    }
    const [first] = (await client.query<{ body: string; at: Date }>(select, [[1]])).rows;
    expect(first).toMatchObject({ body: 'Peña', at });
    expect((await client.query('UPDATE notes SET body = $1 WHERE id = $2', ['x', 2])).affectedRows).toBe(1);
  });

  it('prepares a statement on its second run and leaves one planned for a typed pattern unnamed', async () => {
    const byId = 'SELECT body FROM notes WHERE id = $1';
    const byPattern = 'SELECT body FROM notes WHERE body like $1';
    for (let run = 0; run < 3; run += 1) {
      expect((await client.query(byId, [1])).rows).toEqual([{ body: 'Peña' }]);
      expect((await client.query(byPattern, ['Pe%'])).rows).toEqual([{ body: 'Peña' }]);
    }
    const statements = await prepared();
    expect(statements.some((text) => text.includes('WHERE id = $1'))).toBe(true);
    expect(statements.some((text) => text.includes('like'))).toBe(false);
  });

  it('answers a refusal with its SQLSTATE and keeps working', async () => {
    const insert = 'INSERT INTO notes (id, body) VALUES ($1, $2)';
    for (let run = 0; run < 3; run += 1) {
      const refused = await client.query(insert, [1, 'again']).catch((error: unknown) => error);
      expect(sqlStateOf(refused)).toBe('23505');
    }
    const malformed = await client.query('SELEC body FROM notes WHERE id = $1', [1]).catch((error: unknown) => error);
    expect(sqlStateOf(malformed)).toBe('42601');
    expect((await client.query('SELECT count(*)::int AS n FROM notes WHERE id > $1', [0])).rows).toEqual([{ n: 2 }]);
  });

  it('runs a transaction’s statements inside it, and others only once it has ended', async () => {
    let inserted = () => {};
    const insertMade = new Promise<void>((resolve) => (inserted = resolve));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [3, 'draft']);
      expect((await tx.query('SELECT body FROM notes WHERE id = $1', [3])).rows).toEqual([{ body: 'draft' }]);
      inserted();
      await held;
      throw new Error('abandoned');
    });
    await insertMade;
    const outside = client.query<{ n: number }>('SELECT count(*)::int AS n FROM notes WHERE id = $1', [3]);
    release();
    await expect(transaction).rejects.toThrow('abandoned');
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });
});

describe('the PGlite it is given', () => {
  it('is the exact version the server pins', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const installed = JSON.parse(
      readFileSync(
        path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '../package.json'),
        'utf8',
      ),
    ) as { version: string };
    expect(manifest.dependencies['@electric-sql/pglite']).toBe(PGLITE_VERSION);
    expect(installed.version).toBe(PGLITE_VERSION);
  });

  it('is refused at open, naming what it lacks, when a member the client relies on is gone', () => {
    expect(() => checkPgliteMembers(pg)).not.toThrow();
    const withoutLock = Object.create(pg, { _runExclusiveTransaction: { value: undefined } }) as PGlite;
    expect(() => sendStatementsWhole(withoutLock)).toThrow(
      `This PGlite lacks _runExclusiveTransaction, which the server's statement client uses: install PGlite ${PGLITE_VERSION}, the version packages/server/package.json pins.`,
    );
  });
});
