import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Queryable } from './client.ts';
import {
  defineKeptStatement,
  inline,
  MAX_KEPT_STATEMENTS,
  placeholder,
  shapeKey,
  whichAreSet,
  type Shape,
} from './kept-statements.ts';
import { statementName } from './repeated-statements.ts';

/** A statement whose text is written from its shape; records what it was built and prepared as. */
function defineRecorded<S extends Shape>(name: string, text: (shape: S) => string, options?: { onePlan: boolean }) {
  const builds: string[] = [];
  const statement = defineKeptStatement(
    name,
    (shape: S) => {
      const built = text(shape);
      builds.push(built);
      return { toSQL: () => ({ sql: built }), prepare: (prepared: string) => ({ text: built, name: prepared }) };
    },
    options,
  );
  return { statement, builds };
}

// A distinct handle per test, as each database handle keeps its own statements.
const newHandle = () => ({}) as Queryable;

type Filters = { status: boolean; from: boolean; sort: 'name' | 'date' };
const filtersText = (shape: Filters) =>
  `select 1 where true${shape.status ? ' and status = $1' : ''}${shape.from ? ' and date >= $2' : ''} order by ${shape.sort}`;

describe('statements built once per shape', () => {
  it('never lets two shapes that differ only in a filter share a statement', () => {
    const { statement, builds } = defineRecorded('test.filters', filtersText);
    const db = newHandle();
    const withStatus = statement(db, { status: true, from: false, sort: 'name' });
    const withoutStatus = statement(db, { status: false, from: false, sort: 'name' });
    expect(withoutStatus).not.toBe(withStatus);
    expect(withStatus.text).toBe('select 1 where true and status = $1 order by name');
    expect(withoutStatus.text).toBe('select 1 where true order by name');
    expect(builds).toHaveLength(2);
  });

  it('hands back the one statement of a shape, whatever the order of its fields', () => {
    const { statement, builds } = defineRecorded('test.same-shape', filtersText);
    const db = newHandle();
    const first = statement(db, { status: true, from: true, sort: 'date' });
    const again = statement(db, { sort: 'date', from: true, status: true });
    expect(again).toBe(first);
    expect(builds).toHaveLength(1);
    expect(first.name).toBe(statementName(first.text));
  });

  it('keeps statements of different names apart, even for one shape', () => {
    const one = defineRecorded('test.one', () => 'select 1');
    const other = defineRecorded('test.other', () => 'select 2');
    const db = newHandle();
    expect(one.statement(db, {}).text).toBe('select 1');
    expect(other.statement(db, {}).text).toBe('select 2');
  });

  it('refuses a second statement under a name already taken', () => {
    defineRecorded('test.taken', () => 'select 1');
    expect(() => defineRecorded('test.taken', () => 'select 2')).toThrow(/already defined/);
  });

  it('keeps each database handle’s statements apart', () => {
    const { statement, builds } = defineRecorded('test.handles', () => 'select 1');
    statement(newHandle(), {});
    statement(newHandle(), {});
    expect(builds).toHaveLength(2);
  });

  it('keeps a statement for the connection a transaction runs on, so the next transaction there reuses it', () => {
    const { statement, builds } = defineRecorded('test.connections', () => 'select 1');
    // A handle as drizzle makes one per transaction: new each time, its session on a pool's connection.
    const transactionOn = (connection: object) => ({ _: { session: { client: connection } } }) as unknown as Queryable;
    const connection = {};
    statement(transactionOn(connection), {});
    statement(transactionOn(connection), {});
    expect(builds).toHaveLength(1);
    statement(transactionOn({}), {});
    expect(builds).toHaveLength(2);
  });

  it('leaves a statement matching typed text unnamed, so it is planned for its pattern', () => {
    const { statement } = defineRecorded('test.like', () => 'select 1 where "name" like $1');
    expect(statement(newHandle(), {}).name).toBe('');
  });

  it('names a statement matching typed text when its values are hidden from its plan', () => {
    const text = 'select 1 where "name" like (select $1::text)';
    const { statement } = defineRecorded('test.like-one-plan', () => text, { onePlan: true });
    expect(statement(newHandle(), {}).name).toBe(statementName(text));
  });

  it('keeps at most its limit, forgetting the least recently used first', () => {
    const { statement, builds } = defineRecorded('test.limit', (shape: { n: number }) => `s${shape.n}`);
    const db = newHandle();
    for (let n = 0; n < MAX_KEPT_STATEMENTS; n += 1) statement(db, { n });
    statement(db, { n: 0 });
    statement(db, { n: MAX_KEPT_STATEMENTS });
    builds.length = 0;
    statement(db, { n: 0 });
    expect(builds).toEqual([]);
    statement(db, { n: 1 });
    expect(builds).toEqual(['s1']);
  });

  it('gives a builder its shape alone, typed: no field the shape does not declare, no values', () => {
    defineKeptStatement('test.types', (shape: Filters) => {
      expectTypeOf(shape).toEqualTypeOf<Filters>();
      // @ts-expect-error a field the shape does not declare
      void shape.patient_name;
      return { toSQL: () => ({ sql: '' }), prepare: () => ({}) };
    });
    // @ts-expect-error a shape holds plain data: a Date is a value, and values travel as placeholders
    defineKeptStatement('test.date-shape', (_shape: { since: Date }) => ({
      toSQL: () => ({ sql: '' }),
      prepare: () => ({}),
    }));
    const { statement } = defineRecorded('test.typed-call', filtersText);
    // @ts-expect-error a shape missing a field its statement depends on
    expect(() => statement(newHandle(), { status: true, sort: 'name' })).not.toThrow();
  });
});

describe('shape keys', () => {
  it('are equal for equal shapes and differ for any other', () => {
    expect(shapeKey({ a: true, b: { c: 'x', d: [1, 2] } })).toBe(shapeKey({ b: { d: [1, 2], c: 'x' }, a: true }));
    expect(shapeKey({ a: true })).not.toBe(shapeKey({ a: false }));
    expect(shapeKey({ a: 'true' })).not.toBe(shapeKey({ a: true }));
    expect(shapeKey({ a: [true, false] })).not.toBe(shapeKey({ a: [false, true] }));
    expect(shapeKey({ a: { b: undefined } })).toBe(shapeKey({ a: {} }));
    expect(shapeKey({ a: null })).not.toBe(shapeKey({}));
  });
});

describe('values', () => {
  it('are placeholders in a kept statement and written in for a statement run once', () => {
    const dialect = new PgDialect();
    const kept = dialect.sqlToQuery(sql`x = ${placeholder('from')}`);
    expect(kept.sql).toBe('x = $1');
    expect(kept.params).toEqual([sql.placeholder('from')]);
    expect(dialect.sqlToQuery(sql`x = ${inline({ from: '2026-03-01' })('from')}`).params).toEqual(['2026-03-01']);
    expect(() => inline({ from: '2026-03-01' })('until')).toThrow(/No value named "until"/);
  });

  it('a filter is set when it has a value', () => {
    expect(whichAreSet({ from: '2026-03-01', status: '', doctor: undefined }, ['from', 'status', 'doctor'])).toEqual({
      from: true,
      status: false,
      doctor: false,
    });
  });
});
