import { describe, expect, it } from 'vitest';
import {
  createStatementNamer,
  MAX_PREPARED_PER_CONNECTION,
  MAX_PREPARED_TEXT_LENGTH,
  statementName,
} from './repeated-statements.ts';

const listPage = 'select "id" from "procedures" where "start_datetime" >= $1 order by "start_datetime" desc limit $2';

describe('the statements a connection prepares', () => {
  it('prepares a statement from its second run on, under a name its text decides', () => {
    const nameOf = createStatementNamer();
    expect(nameOf(listPage, true)).toBeUndefined();
    expect(nameOf(listPage, true)).toBe(statementName(listPage));
    expect(nameOf(listPage, true)).toBe(statementName(listPage));
    expect(statementName(listPage)).not.toBe(statementName(`${listPage} offset $3`));
  });

  it('leaves statements without values, those that match typed patterns and bulk ones unnamed', () => {
    const nameOf = createStatementNamer();
    const search = 'select "id" from "patients" where lower("last_name") like $1 limit $2';
    const typo = 'select "id" from "patients" where $1 <% "folded_name"';
    const values = Array.from({ length: 2_000 }, (_, n) => `($${n + 1})`).join(', ');
    const bulk = `insert into "audit_events" ("id") values ${values}`;
    expect(bulk.length).toBeGreaterThan(MAX_PREPARED_TEXT_LENGTH);
    for (let run = 0; run < 3; run += 1) {
      expect(nameOf('select 1', false)).toBeUndefined();
      expect(nameOf(search, true)).toBeUndefined();
      expect(nameOf(typo, true)).toBeUndefined();
      expect(nameOf(bulk, true)).toBeUndefined();
    }
  });

  it('keeps at most a bounded number of statements prepared on one connection', () => {
    const nameOf = createStatementNamer();
    const texts = Array.from({ length: MAX_PREPARED_PER_CONNECTION + 5 }, (_, n) => `${listPage} offset ${n}`);
    for (const text of texts) nameOf(text, true);
    const named = texts.filter((text) => nameOf(text, true) !== undefined);
    expect(named).toEqual(texts.slice(0, MAX_PREPARED_PER_CONNECTION));
  });
});
