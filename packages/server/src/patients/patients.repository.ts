import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PatientSortColumn } from '@clinic/contracts';
import type { Queryable } from '../db/client.ts';
import { defineKeptStatement, placeholder, type NoShape } from '../db/kept-statements.ts';
import { rowsFromJson } from '../db/json-rows.ts';
import { auditEvents, patientAttachments, patients, type ConsultationSignatureRecord } from '../db/schema/index.ts';
import {
  byDigitRuns,
  nameContains,
  nameContainsValues,
  phoneDigitsContain,
  phoneDigitsValues,
} from './patient-search-conditions.ts';
import type { AttachmentRow, PatientRow, PatientValues } from './patients.mapper.ts';
import { readableByTrigrams, readFewMatchesByName } from './few-matches-page.ts';
import { LIST_SORT_COLUMNS, listPageColumns } from './patient-list-columns.ts';

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

/** Which search fields are set, and how the phone term is looked up: what a list's text depends on. */
type PatientSearchShape = {
  firstName: boolean;
  lastName: boolean;
  /** `no_digits`: a phone term without a digit, which matches no one. */
  phone: 'none' | 'no_digits' | 'digits' | 'digit_runs';
};

/** The search's shape, and its values under the names `searchConditions` gives them. */
function searchOf(filters: PatientFilters) {
  const digits = filters.phone?.replace(/\D/g, '');
  const phone: PatientSearchShape['phone'] =
    digits === undefined ? 'none' : !digits ? 'no_digits' : byDigitRuns(digits) ? 'digit_runs' : 'digits';
  return {
    shape: { firstName: Boolean(filters.firstName), lastName: Boolean(filters.lastName), phone },
    values: {
      ...(filters.firstName ? nameContainsValues(filters.firstName, 'first_name') : {}),
      ...(filters.lastName ? nameContainsValues(filters.lastName, 'last_name') : {}),
      ...(digits ? phoneDigitsValues(digits, 'digits') : {}),
    },
  };
}

/** Each search field "contains" its term; see patient-search-conditions.ts for the indexes behind them. */
function searchConditions(shape: PatientSearchShape): SQL | undefined {
  const conditions: SQL[] = [];
  if (shape.firstName) conditions.push(nameContains(patients.firstName, placeholder, 'first_name'));
  if (shape.lastName) conditions.push(nameContains(patients.lastName, placeholder, 'last_name'));
  if (shape.phone === 'no_digits') conditions.push(sql`false`);
  else if (shape.phone !== 'none') {
    conditions.push(phoneDigitsContain(shape.phone === 'digit_runs', placeholder, 'digits'));
  }
  return conditions.length ? and(...conditions) : undefined;
}

export interface PatientTotals {
  total: number;
  male: number;
  female: number;
}

const totalsStatement = defineKeptStatement('patients.totals', (search: PatientSearchShape, db) =>
  db
    .select({
      total: count(),
      male: sql<number>`count(*) filter (where ${patients.sex} = 'M')`.mapWith(Number),
      female: sql<number>`count(*) filter (where ${patients.sex} = 'F')`.mapWith(Number),
    })
    .from(patients)
    .where(searchConditions(search)),
);

type PatientPageShape = Omit<Required<PatientPage>, 'filters'> & { search: PatientSearchShape };

const pageStatement = defineKeptStatement('patients.page', (shape: PatientPageShape, db) => {
  const order = shape.sortOrder === 'asc' ? asc : desc;
  const column = LIST_SORT_COLUMNS[shape.sortBy];
  return (
    db
      .select(listPageColumns)
      .from(patients)
      .where(searchConditions(shape.search))
      // Every sort index is ascending (nulls last); plain ASC/DESC walks it forwards or backwards.
      // With few matches, the same order written so that no index holds it: the planner reads
      // the matches through the search indexes and sorts them. It cannot tell how many rows a
      // "contains" term matches, and once guessed 1% for a rare last name and walked the sort
      // index through 25 000 patients to fill a page (40 ms instead of 1).
      .orderBy(order(shape.fewMatches ? sql`coalesce(${column}, ${column})` : column), order(patients.id))
      .limit(shape.limit)
      .offset(shape.offset)
  );
});

/** The one name field searched, when nothing else is and its term can be read by trigrams. */
function oneNameSearched({ firstName, lastName, phone }: PatientFilters) {
  if (phone !== undefined || Boolean(firstName) === Boolean(lastName)) return undefined;
  const byName = firstName
    ? { field: 'firstName' as const, term: firstName }
    : { field: 'lastName' as const, term: lastName! };
  return readableByTrigrams(byName.term) ? byName : undefined;
}

export function createPatientsRepository(db: Queryable) {
  return {
    async totals(filters: PatientFilters): Promise<PatientTotals> {
      const { shape, values } = searchOf(filters);
      const [totals] = await totalsStatement(db, shape).execute(values);
      return { total: totals?.total ?? 0, male: totals?.male ?? 0, female: totals?.female ?? 0 };
    },

    page({ filters, sortBy, sortOrder, limit, offset, fewMatches = false }: PatientPage) {
      const byName = fewMatches ? oneNameSearched(filters) : undefined;
      if (byName) return readFewMatchesByName(db, { ...byName, sortBy, sortOrder, limit, offset });
      const { shape, values } = searchOf(filters);
      return pageStatement(db, { search: shape, sortBy, sortOrder, limit, offset, fewMatches }).execute(values);
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
 * A patient with its attachments in one kept statement: the profile is the most read screen, so
 * it costs one round trip and no query building.
 */
const profileStatement = defineKeptStatement('patients.profile', (_shape: NoShape, db) =>
  db
    .select({
      patient: patients,
      // Fully qualified: inside the subquery an unqualified "id" would be the attachment's.
      attachments: sql<Record<string, unknown>[]>`(
        SELECT coalesce(json_agg(a ORDER BY a.uploaded_at, a.id), '[]')
        FROM ${patientAttachments} a WHERE a.patient_id = "patients"."id")`,
    })
    .from(patients)
    .where(eq(patients.id, placeholder('id'))),
);

export async function readProfile(
  db: Queryable,
  id: number,
): Promise<{ patient: PatientRow; attachments: AttachmentRow[] } | undefined> {
  const [row] = await profileStatement(db, {}).execute({ id });
  return row && { patient: row.patient, attachments: rowsFromJson(patientAttachments, row.attachments) };
}
