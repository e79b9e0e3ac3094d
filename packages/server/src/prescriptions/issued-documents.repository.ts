import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { containsPattern } from '../db/contains-pattern.ts';
import { drugs, issuedDocuments, patients, procedures } from '../db/schema/index.ts';
import { insertReturningId, updateById } from '../db/rows-by-id.ts';
import { patientIdentityColumns } from '../patients/patient-identity-columns.ts';

export type IssuedDocumentRow = typeof issuedDocuments.$inferSelect;
export type IssuedDocumentKind = IssuedDocumentRow['kind'];

/** Drug-list matches offered while typing a generic name. */
const DRUG_SUGGESTIONS = 10;

export function createIssuedDocumentsRepository(db: Queryable) {
  return {
    async findPatient(id: number) {
      const [row] = await db
        .select({ ...patientIdentityColumns, address: patients.address })
        .from(patients)
        .where(eq(patients.id, id));
      return row;
    },

    async procedurePatient(procedureId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ patientId: procedures.patientId })
        .from(procedures)
        .where(eq(procedures.id, procedureId));
      return row?.patientId;
    },

    listOfPatient: (patientId: number, kind: IssuedDocumentKind) =>
      db
        .select()
        .from(issuedDocuments)
        .where(and(eq(issuedDocuments.patientId, patientId), eq(issuedDocuments.kind, kind)))
        .orderBy(desc(issuedDocuments.id)),

    async find(id: number, kind: IssuedDocumentKind, lock = false): Promise<IssuedDocumentRow | undefined> {
      const query = db
        .select()
        .from(issuedDocuments)
        .where(and(eq(issuedDocuments.id, id), eq(issuedDocuments.kind, kind)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async findByCode(code: string) {
      const [row] = await db
        .select({
          document: issuedDocuments,
          firstName: patients.firstName,
          lastName: patients.lastName,
        })
        .from(issuedDocuments)
        .innerJoin(patients, eq(patients.id, issuedDocuments.patientId))
        .where(eq(issuedDocuments.verificationCode, code));
      return row;
    },

    insert: (values: typeof issuedDocuments.$inferInsert) => insertReturningId(db, issuedDocuments, values),

    update: (id: number, values: Partial<typeof issuedDocuments.$inferInsert>) =>
      updateById(db, issuedDocuments, id, values),

    searchDrugs: (query: string) =>
      db
        .select({ id: drugs.id, generic_name: drugs.genericName, dangerous_drug: drugs.dangerousDrug })
        .from(drugs)
        .where(query ? sql`lower(${drugs.genericName}) LIKE ${containsPattern(query.toLowerCase())}` : undefined)
        .orderBy(asc(sql`lower(${drugs.genericName})`))
        .limit(DRUG_SUGGESTIONS),

    /** The remembered flags of these generic names, keyed by their lower-case form. */
    async drugFlags(genericNames: string[]): Promise<Map<string, boolean>> {
      if (genericNames.length === 0) return new Map();
      const lowered = genericNames.map((name) => name.toLowerCase());
      const rows = await db
        .select({ name: sql<string>`lower(${drugs.genericName})`, dangerousDrug: drugs.dangerousDrug })
        .from(drugs)
        .where(inArray(sql`lower(${drugs.genericName})`, lowered));
      return new Map(rows.map((row) => [row.name, row.dangerousDrug]));
    },

    /** Adds a generic name to the list, or marks it dangerous; a dangerous drug stays dangerous. */
    async rememberDrug(genericName: string, dangerousDrug: boolean, now: Date) {
      await db.execute(sql`
        INSERT INTO drugs (generic_name, dangerous_drug, created_at, updated_at)
        VALUES (${genericName}, ${dangerousDrug}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        ON CONFLICT (lower(generic_name)) DO UPDATE SET
          dangerous_drug = drugs.dangerous_drug OR excluded.dangerous_drug,
          updated_at = excluded.updated_at`);
    },
  };
}
