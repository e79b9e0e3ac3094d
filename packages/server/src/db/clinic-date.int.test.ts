import { describe, expect, it } from 'vitest';
import { todayIsoDate } from '@clinic/contracts';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();

const MOMENTS = ['2026-03-01T15:59:59Z', '2026-03-01T16:00:00Z', '2026-12-31T23:30:00Z', '2027-01-01T00:00:00Z'];

async function databaseDays(): Promise<string[]> {
  const days: string[] = [];
  for (const moment of MOMENTS) {
    const { rows } = (await t.database.db.execute(sql`select clinic_date(${moment})::text as day`)) as unknown as {
      rows: { day: string }[];
    };
    days.push(rows[0]!.day);
  }
  return days;
}

describe("the database's clinic day", () => {
  it("is the contracts' clinic day, either side of the clinic's midnight and new year", async () => {
    expect(await databaseDays()).toEqual(MOMENTS.map((moment) => todayIsoDate(new Date(moment))));
  });
});
