import { CLINIC_UTC_OFFSET_HOURS, todayIsoDate } from '@clinic/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** An instant whose clinic day tells the offset apart: the first second of a clinic day. */
const PROBE = new Date(Date.UTC(2000, 0, 1, 24 - CLINIC_UTC_OFFSET_HOURS));

/**
 * The database's clinic day of a moment (daily totals, date filters), defined from the contracts'
 * offset so the two cannot disagree; redefined only when the stored definition answers otherwise.
 */
export async function defineClinicDate(db: Database): Promise<void> {
  // Both drivers answer a raw query with its rows under `rows`.
  const { rows } = (await db.execute(sql`select clinic_date(${PROBE.toISOString()})::text as day`)) as unknown as {
    rows: { day: string }[];
  };
  if (rows[0]?.day === todayIsoDate(PROBE)) return;
  const hours = Number(CLINIC_UTC_OFFSET_HOURS);
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION clinic_date(moment timestamptz) RETURNS date
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT ((moment AT TIME ZONE 'UTC') + interval '${hours} hours')::date
      $$`),
  );
}
