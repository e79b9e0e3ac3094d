import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { defineKeptStatement, type NoShape } from '../db/kept-statements.ts';
import { clinicSettings } from '../db/schema/index.ts';

export type ClinicSettingsRow = typeof clinicSettings.$inferSelect;
export type ClinicSettingsColumns = Omit<typeof clinicSettings.$inferInsert, 'id'>;

/** The one row (id 1) of the clinic's settings. */
const ONE_ROW = eq(clinicSettings.id, 1);

/** Read by every draft (its VAT status) and every printed document: built once per connection. */
const settingsStatement = defineKeptStatement('clinic-settings.row', (_shape: NoShape, db) =>
  db.select().from(clinicSettings).where(ONE_ROW),
);

export function createClinicSettingsRepository(db: Queryable) {
  return {
    async find(): Promise<ClinicSettingsRow | undefined> {
      const [row] = await settingsStatement(db, {}).execute();
      return row;
    },

    /** Locked for the rest of the transaction, so two saves are audited one after the other. */
    async findForUpdate(): Promise<ClinicSettingsRow | undefined> {
      const [row] = await db.select().from(clinicSettings).where(ONE_ROW).for('update');
      return row;
    },

    /** Writes the row unless it exists: servers starting together seed it once. */
    async insertIfMissing(columns: ClinicSettingsColumns) {
      await db
        .insert(clinicSettings)
        .values({ id: 1, ...columns })
        .onConflictDoNothing();
    },

    async update(columns: Partial<ClinicSettingsColumns>): Promise<ClinicSettingsRow> {
      const [row] = await db.update(clinicSettings).set(columns).where(ONE_ROW).returning();
      return row!;
    },
  };
}
