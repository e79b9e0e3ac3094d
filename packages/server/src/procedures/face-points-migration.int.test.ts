import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeProcedureDetails, parseProcedureDetails, storedFacePoints } from '@clinic/contracts';
import { eq, sql } from 'drizzle-orm';
import { seedDemoData } from '../demo/demo-data.ts';
import { faceAnnotationSets, procedures } from '../db/schema/index.ts';
import { useTestApp } from '../testing/test-app.ts';

const MIGRATION = path.resolve(import.meta.dirname, '../db/migrations/0009_face_points_in_one_store.sql');

let token: string;
const t = useTestApp();
beforeAll(async () => {
  token = (await t.signIn('DOCTOR')).token;
});

/** The migration moves data only, so it can run again on today's schema over data in the old shape. */
async function runMigration() {
  for (const statement of fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
    await t.database.db.execute(sql.raw(statement));
  }
}

const get = async (url: string) => {
  const response = await t.api({ method: 'GET', url, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('moving face points into one store', () => {
  it('keeps every procedure of the demo data reading the same text and points', async () => {
    await seedDemoData(t.database.db, 12);
    // The old shape: every set's points also written into the procedure's details text.
    const sets = await t.database.db.select().from(faceAnnotationSets);
    for (const set of sets) {
      const [row] = await t.database.db.select().from(procedures).where(eq(procedures.id, set.procedureId));
      const details = composeProcedureDetails(
        row!.details ?? '',
        storedFacePoints(set.annotations),
        set.updatedAt.toISOString(),
      );
      await t.database.db.update(procedures).set({ details }).where(eq(procedures.id, set.procedureId));
    }
    // A procedure whose points only its details held, in the older form, and one whose text merely
    // starts with a brace.
    const [first, second] = await t.database.db.select().from(procedures).where(sql`${procedures.id} not in (
      select ${faceAnnotationSets.procedureId} from ${faceAnnotationSets})`);
    const olderForm = JSON.stringify({
      version: '0.9',
      points: [{ id: 'old', x: 10, y: 20, view: 'side', condition: 'Scar', treatment: 'Laser' }],
    });
    await t.database.db.update(procedures).set({ details: olderForm }).where(eq(procedures.id, first!.id));
    await t.database.db
      .update(procedures)
      .set({ details: '{ left cheek } swelling' })
      .where(eq(procedures.id, second!.id));

    const before = await t.database.db.select().from(procedures);
    await runMigration();

    expect(before.length).toBeGreaterThan(sets.length);
    for (const old of before) {
      const expected = parseProcedureDetails(old.details) ?? { text: old.details ?? '', points: [] };
      const procedure = await get(`/procedures/${old.id}`);
      const read = parseProcedureDetails(procedure.details) ?? { text: procedure.details ?? '', points: [] };
      expect(read, `procedure ${old.id}`).toEqual(expected);
      const annotations = (await get(`/face-annotations/procedure/${old.id}`)).annotations;
      expect(annotations).toEqual(expected.points);
    }
    expect((await get(`/face-annotations/procedure/${first!.id}`)).annotations[0]).toMatchObject({
      id: 'old',
      label: 'Point 1',
      view: 'side',
    });
    expect((await get(`/procedures/${second!.id}`)).details).toBe('{ left cheek } swelling');

    const stillJson = await t.database.db
      .select({ id: procedures.id })
      .from(procedures)
      .where(sql`${procedures.details} like '{"%'`);
    expect(stillJson).toEqual([]);
  });
});
