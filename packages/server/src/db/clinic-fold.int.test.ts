import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_FOLD_FROM, NAME_FOLD_TO, foldName } from '@clinic/contracts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { DatabaseHandle } from './client.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** `clinic_fold` of each text, in one statement. */
async function foldedByDatabase(texts: string[]): Promise<string[]> {
  const { rows } = (await database.db.execute(
    sql`SELECT clinic_fold(text) AS folded
        FROM jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) WITH ORDINALITY AS typed(text, position)
        ORDER BY position`,
  )) as unknown as { rows: { folded: string }[] };
  return rows.map((row) => row.folded);
}

const ASCII_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

describe("the database's name fold (clinic_fold)", () => {
  it("folds every letter of the map, and every plain letter, as the contracts' foldName does", async () => {
    expect(NAME_FOLD_FROM).toHaveLength(NAME_FOLD_TO.length);
    const letters = [...NAME_FOLD_FROM, ...ASCII_LETTERS];
    const folded = await foldedByDatabase(letters);
    expect(Object.fromEntries(letters.map((letter, index) => [letter, folded[index]]))).toEqual(
      Object.fromEntries(letters.map((letter) => [letter, foldName(letter)])),
    );
  });

  it('folds whole names the same, spaces, hyphens and apostrophes kept', async () => {
    const names = ['Peña Ñiguez', 'JOSÉ María', "D'Ángelo-Ruíz", 'Ma. Concepción  Dela Cruz'];
    expect(await foldedByDatabase(names)).toEqual(names.map(foldName));
  });
});
