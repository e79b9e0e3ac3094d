import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { consentTemplates, procedures, services } from '../db/schema/index.ts';

export type ServiceRow = typeof services.$inferSelect;
export type ServiceColumns = Omit<typeof services.$inferInsert, 'id' | 'createdAt'>;

export function createServicesRepository(db: Queryable) {
  return {
    /** The active services first, then the inactive, each by name. */
    list: () => db.select().from(services).orderBy(desc(services.active), asc(services.name), asc(services.id)),

    async find(id: number, lock = false) {
      const query = db.select().from(services).where(eq(services.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async findByFoldedName(foldedName: string) {
      const [row] = await db.select().from(services).where(eq(services.foldedName, foldedName));
      return row;
    },

    async insert(values: ServiceColumns & { createdAt: Date }) {
      const [row] = await db.insert(services).values(values).returning();
      return row!;
    },

    async update(id: number, values: ServiceColumns) {
      const [row] = await db.update(services).set(values).where(eq(services.id, id)).returning();
      return row;
    },

    /** Of the consent templates given, those that exist. */
    async existingTemplateIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: consentTemplates.id })
        .from(consentTemplates)
        .where(inArray(consentTemplates.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Procedures without a service whose name holds `word` once folded by the database's
     * `clinic_fold` (the same accent map as the contracts' fold): candidates, to be matched whole
     * by the caller.
     */
    unlinkedProceduresNaming: (word: string) =>
      db
        .select({ id: procedures.id, name: procedures.name })
        .from(procedures)
        .where(and(isNull(procedures.serviceId), sql`strpos(clinic_fold(${procedures.name}), ${word}) > 0`)),

    async linkProcedures(serviceId: number, procedureIds: number[]) {
      if (procedureIds.length === 0) return;
      await db.update(procedures).set({ serviceId }).where(inArray(procedures.id, procedureIds));
    },
  };
}
