import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, gte, like, sql } from 'drizzle-orm';
import type { DatabaseHandle, Queryable } from './client.ts';
import { patients } from './schema/index.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { statementName } from './repeated-statements.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

interface PreparedStatement {
  name: string;
  generic_plans: number;
  custom_plans: number;
}

describe('statements run again and again on PostgreSQL', () => {
  it('are prepared on their connection, and the plans of those without typed patterns are reused', async () => {
    const born = patients.dateOfBirth;
    const page = (db: Queryable, from: string) =>
      db.select({ id: patients.id }).from(patients).where(gte(born, from)).orderBy(asc(born)).limit(10);
    const search = (db: Queryable, text: string) =>
      db
        .select({ id: patients.id })
        .from(patients)
        .where(like(patients.lastName, `${text}%`))
        .limit(10);

    // One transaction: every statement on the same connection, whose prepared statements are listed.
    const prepared = await database.db.transaction(async (tx) => {
      for (let run = 0; run < 8; run += 1) {
        await page(tx, `19${60 + run}-01-01`);
        await search(tx, `Santos${run}`);
      }
      const listed = await tx.execute(
        sql`select name, generic_plans, custom_plans from pg_prepared_statements where name like 'auto\_%'`,
      );
      return (listed as unknown as { rows: PreparedStatement[] }).rows;
    });

    const pageText = page(database.db, '1960-01-01').toSQL().sql;
    const searchText = search(database.db, 'Santos').toSQL().sql;
    const pageStatement = prepared.find((row) => row.name === statementName(pageText));
    expect(pageStatement, JSON.stringify(prepared)).toBeDefined();
    expect(Number(pageStatement?.generic_plans)).toBeGreaterThan(0);
    expect(prepared.map((row) => row.name)).not.toContain(statementName(searchText));
  });
});
