import { describe, expect, it } from 'vitest';
import { NOT_WELL_FORMED_TEXT, TEXT_MESSAGES } from '@clinic/contracts';
import { malformedTextIssues } from './well-formed-text.ts';

const locations = (value: unknown) => malformedTextIssues(value, ['body']).map((issue) => issue.loc);

describe('malformedTextIssues', () => {
  it('names every bad string by its path, in the order sent, nested ones and keys included', () => {
    const body = { name: 'Ana\u0000', parts: [{ note: 'ok' }, { note: '\uD800' }], 'key\uDC00': 1, fine: 'Ñiño 😀' };
    expect(locations(body)).toEqual([
      ['body', 'name'],
      ['body', 'parts', 1, 'note'],
      ['body', 'key\uDC00'],
    ]);
    expect(malformedTextIssues('\u0000', ['query', 'q'])).toEqual([
      { loc: ['query', 'q'], msg: TEXT_MESSAGES.notWellFormed, type: NOT_WELL_FORMED_TEXT },
    ]);
  });

  it('reads objects without a prototype, as the query parser makes them, and not Buffers', () => {
    const query = Object.assign(Object.create(null) as object, { search: 'a\u0000' });
    expect(locations(query)).toEqual([['body', 'search']]);
    expect(locations(Buffer.from([0, 0xd8]))).toEqual([]);
    expect(locations(JSON.parse('{"constructor":"x","name":"\\u0000"}'))).toEqual([['body', 'name']]);
  });

  it('walks a body nested far deeper than the call stack allows, and names at most 20 strings', () => {
    let deep: unknown = '\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    expect(locations(deep)[0]).toHaveLength(200_001);
    expect(locations(Array.from({ length: 1000 }, () => '\u0000'))).toHaveLength(20);
  });
});
