import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PatientSortColumn } from '@clinic/contracts';
import type { Database, Queryable } from '../db/client.ts';
import { rowsFromJson } from '../db/json-rows.ts';
import { auditEvents, patientAttachments, patients, type ConsultationSignatureRecord } from '../db/schema/index.ts';
import { nameContains, phoneDigitsContain } from './patient-search-conditions.ts';
import type { AttachmentRow, PatientRow, PatientValues } from './patients.mapper.ts';

export interface PatientFilters {
  firstName?: string;
  lastName?: string;
  /** Already qualified by the search rules; matched against the digits of the primary phone. */
  phone?: string;
}

export interface PatientPage {
  filters: PatientFilters;
  sortBy: PatientSortColumn;
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** The search matches few patients (known from its totals): read them all, then sort. */
  fewMatches?: boolean;
}

const SORT_COLUMNS = {
  created_at: patients.createdAt,
  updated_at: patients.updatedAt,
  last_name: patients.lastName,
  first_name: patients.firstName,
  date_of_birth: patients.dateOfBirth,
} as const;

/** Each search field "contains" its term; see patient-search-conditions.ts for the indexes behind them. */
function whereOf(filters: PatientFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.firstName) conditions.push(nameContains(patients.firstName, filters.firstName));
  if (filters.lastName) conditions.push(nameContains(patients.lastName, filters.lastName));
  if (filters.phone !== undefined) {
    const digits = filters.phone.replace(/\D/g, '');
    conditions.push(digits ? phoneDigitsContain(digits) : sql`false`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

const summaryColumns = {
  id: patients.id,
  firstName: patients.firstName,
  middleName: patients.middleName,
  lastName: patients.lastName,
  sex: patients.sex,
  dateOfBirth: patients.dateOfBirth,
  email: patients.email,
  phonePrimary: patients.phonePrimary,
  createdByRole: patients.createdByRole,
  createdAt: patients.createdAt,
  updatedAt: patients.updatedAt,
};

export interface PatientTotals {
  total: number;
  male: number;
  female: number;
}

export function createPatientsRepository(db: Queryable) {
  return {
    async totals(filters: PatientFilters): Promise<PatientTotals> {
      const [totals] = await db
        .select({
          total: count(),
          male: sql<number>`count(*) filter (where ${patients.sex} = 'M')`.mapWith(Number),
          female: sql<number>`count(*) filter (where ${patients.sex} = 'F')`.mapWith(Number),
        })
        .from(patients)
        .where(whereOf(filters));
      return { total: totals?.total ?? 0, male: totals?.male ?? 0, female: totals?.female ?? 0 };
    },

    page({ filters, sortBy, sortOrder, limit, offset, fewMatches = false }: PatientPage) {
      const order = sortOrder === 'asc' ? asc : desc;
      const column = SORT_COLUMNS[sortBy];
      return (
        db
          .select(summaryColumns)
          .from(patients)
          .where(whereOf(filters))
          // Every sort index is ascending (nulls last); plain ASC/DESC walks it forwards or backwards.
          // With few matches, the same order written so that no index holds it: the planner reads
          // the matches through the search indexes and sorts them. It cannot tell how many rows a
          // "contains" term matches, and once guessed 1% for a rare last name and walked the sort
          // index through 25 000 patients to fill a page (40 ms instead of 1).
          .orderBy(order(fewMatches ? sql`coalesce(${column}, ${column})` : column), order(patients.id))
          .limit(limit)
          .offset(offset)
      );
    },

    async find(id: number, lock = false): Promise<PatientRow | undefined> {
      const query = db.select().from(patients).where(eq(patients.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async insert(
      values: PatientValues & Pick<PatientRow, 'firstName' | 'lastName' | 'sex' | 'dateOfBirth' | 'createdByRole'>,
    ) {
      const [row] = await db.insert(patients).values(values).returning();
      return row as PatientRow;
    },

    async update(id: number, values: PatientValues, now: Date): Promise<PatientRow> {
      const [row] = await db
        .update(patients)
        .set({ ...values, updatedAt: now })
        .where(eq(patients.id, id))
        .returning();
      return row as PatientRow;
    },

    /** Signing is not an edit of the profile: `updated_at` stays. */
    async setConsultationSignatures(id: number, records: ConsultationSignatureRecord[]): Promise<void> {
      await db.update(patients).set({ consultationSignatures: records }).where(eq(patients.id, id));
    },

    attachments(patientId: number): Promise<AttachmentRow[]> {
      return db
        .select()
        .from(patientAttachments)
        .where(eq(patientAttachments.patientId, patientId))
        .orderBy(asc(patientAttachments.uploadedAt), asc(patientAttachments.id));
    },

    async findAttachment(patientId: number, attachmentId: number): Promise<AttachmentRow | undefined> {
      const [row] = await db
        .select()
        .from(patientAttachments)
        .where(and(eq(patientAttachments.id, attachmentId), eq(patientAttachments.patientId, patientId)));
      return row;
    },

    async insertAttachment(values: typeof patientAttachments.$inferInsert): Promise<AttachmentRow> {
      const [row] = await db.insert(patientAttachments).values(values).returning();
      return row as AttachmentRow;
    },

    async deleteAttachment(attachmentId: number): Promise<void> {
      await db.delete(patientAttachments).where(eq(patientAttachments.id, attachmentId));
    },

    history(patientId: number) {
      return db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.patientId, patientId))
        .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id));
    },
  };
}

export type PatientsRepository = ReturnType<typeof createPatientsRepository>;

/**
 * A patient with its attachments in one prepared statement: the profile is the most read screen,
 * so it costs one round trip and no query building.
 */
export function prepareProfileQuery(db: Database) {
  const statement = db
    .select({
      patient: patients,
      // Fully qualified: inside the subquery an unqualified "id" would be the attachment's.
      attachments: sql<Record<string, unknown>[]>`(
        SELECT coalesce(json_agg(a ORDER BY a.uploaded_at, a.id), '[]')
        FROM ${patientAttachments} a WHERE a.patient_id = "patients"."id")`,
    })
    .from(patients)
    .where(eq(patients.id, sql.placeholder('id')))
    .prepare('patient_profile');
  return async (id: number): Promise<{ patient: PatientRow; attachments: AttachmentRow[] } | undefined> => {
    const [row] = await statement.execute({ id });
    return row && { patient: row.patient, attachments: rowsFromJson(patientAttachments, row.attachments) };
  };
}
