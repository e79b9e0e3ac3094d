import { describe, expect, it } from 'vitest';
import type { Queryable } from './client.ts';
import { keptStatement, MAX_KEPT_STATEMENTS, placeholderValues } from './kept-statements.ts';
import { statementName } from './repeated-statements.ts';

/** A statement builder that records what it was built and prepared as. */
function builder(text: string, builds: string[]) {
  return () => {
    builds.push(text);
    return { toSQL: () => ({ sql: text }), prepare: (name: string) => ({ text, name }) };
  };
}

// A distinct handle per test, as each database handle keeps its own statements.
const newHandle = () => ({}) as Queryable;

describe('statements built once per shape', () => {
  it('builds a key’s statement once and hands the same one back', () => {
    const db = newHandle();
    const builds: string[] = [];
    const first = keptStatement(db, 'page:a', builder('select 1 where "id" = $1', builds));
    const again = keptStatement(db, 'page:a', builder('select 1 where "id" = $1', builds));
    expect(again).toBe(first);
    expect(builds).toEqual(['select 1 where "id" = $1']);
    expect(first.name).toBe(statementName('select 1 where "id" = $1'));
  });

  it('keeps each database handle’s statements apart', () => {
    const builds: string[] = [];
    keptStatement(newHandle(), 'page:a', builder('select 1', builds));
    keptStatement(newHandle(), 'page:a', builder('select 1', builds));
    expect(builds).toHaveLength(2);
  });

  it('leaves a statement matching typed text unnamed, so it is planned for its pattern', () => {
    const prepared = keptStatement(newHandle(), 'search', builder('select 1 where "name" like $1', []));
    expect(prepared.name).toBe('');
  });

  it('keeps at most its limit, forgetting the least recently used first', () => {
    const db = newHandle();
    const builds: string[] = [];
    for (let shape = 0; shape < MAX_KEPT_STATEMENTS; shape += 1)
      keptStatement(db, `k${shape}`, builder(`s${shape}`, builds));
    keptStatement(db, 'k0', builder('s0', builds));
    keptStatement(db, 'new', builder('new', builds));
    builds.length = 0;
    keptStatement(db, 'k0', builder('s0', builds));
    expect(builds).toEqual([]);
    keptStatement(db, 'k1', builder('s1', builds));
    expect(builds).toEqual(['s1']);
  });
});

describe('placeholder values', () => {
  it('collects each value under its name, and the shape is the names alone', () => {
    const march = placeholderValues();
    march.bind('from', '2026-03-01');
    march.bind('status', 'paid');
    const april = placeholderValues();
    april.bind('from', '2026-04-01');
    april.bind('status', 'pending');
    expect(march.values).toEqual({ from: '2026-03-01', status: 'paid' });
    expect(april.shape()).toBe(march.shape());
    const noStatus = placeholderValues();
    noStatus.bind('from', '2026-03-01');
    expect(noStatus.shape()).not.toBe(march.shape());
  });
});
