import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';
import { auditEvents } from './schema/index.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { defineKeptInsert } from './kept-inserts.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const insertEntries = defineKeptInsert('test.audit-entries', auditEvents);

const entry = {
  entity: 'patient',
  action: 'create',
  actorUserId: null,
  actorName: 'Ana Reyes',
  actorRole: 'STAFF',
} as const;

describe('an insert kept as a statement', () => {
  it('writes what a plain insert writes: nulls as NULL, defaults where a column is left out', async () => {
    const written = await database.db.transaction(async (tx) => {
      const first = await insertEntries(tx, [
        { ...entry, entityId: '7', changes: { total_due: '1680.00' } },
        { ...entry, entityId: null, changes: null },
      ]);
      // The same shape again on the same connection runs the kept statement with new values.
      const again = await insertEntries(tx, [
        { ...entry, entityId: '8', changes: { lines: 3 } },
        { ...entry, entityId: null, changes: null },
      ]);
      return [...first, ...again];
    });

    expect(written.map((row) => [row.entityId, row.changes])).toEqual([
      ['7', { total_due: '1680.00' }],
      [null, null],
      ['8', { lines: 3 }],
      [null, null],
    ]);
    expect(written.every((row) => row.createdAt instanceof Date)).toBe(true);
    const stored = await database.db
      .select({ id: auditEvents.id, changesIsNull: sql<boolean>`${auditEvents.changes} IS NULL` })
      .from(auditEvents)
      .where(
        inArray(
          auditEvents.id,
          written.map((row) => row.id),
        ),
      )
      .orderBy(auditEvents.id);
    expect(stored.map((row) => row.changesIsNull)).toEqual([false, true, false, true]);
  });
});
