import { and, asc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { patients, procedureNotes, procedures, services } from '../db/schema/index.ts';

/*
 * Each fact is a subquery on the procedure's own rows, so a whole period is read in one statement.
 * Written with table names in full: drizzle names a column without its table inside a subquery.
 */
const photosOf = (kind: 'before' | 'after') =>
  sql<number>`(select count(*) from procedure_photos ph where ph.procedure_id = procedures.id and ph.kind = ${kind})::int`;

/** A point carries a product when it names one from the inventory or, as the spec's clients write, in words. */
const pointsWithProduct = sql`from face_annotation_sets f, jsonb_array_elements(f.annotations) point
  where f.procedure_id = procedures.id
    and (point->>'product_id' is not null or coalesce(btrim(point->>'medications'), '') <> '')`;

const chartFacts = {
  id: procedures.id,
  name: procedures.name,
  serviceId: procedures.serviceId,
  doctorName: procedures.doctorName,
  startDatetime: procedures.startDatetime,
  status: procedures.status,
  patientId: procedures.patientId,
  patientName: sql<string>`${patients.firstName} || ' ' || ${patients.lastName}`,
  photosBeforeRequired: sql<number>`coalesce(${services.photosBeforeRequired}, 0)`,
  photosAfterRequired: sql<number>`coalesce(${services.photosAfterRequired}, 0)`,
  photosBefore: photosOf('before'),
  photosAfter: photosOf('after'),
  pointsWithProduct: sql<number>`(select count(*) ${pointsWithProduct})::int`,
  pointsWithoutLot: sql<string[]>`(select coalesce(jsonb_agg(coalesce(point->>'label', point->>'id')), '[]'::jsonb)
    ${pointsWithProduct} and point->>'lot_id' is null)`,
  notes: sql<number>`(select count(*) from procedure_notes n where n.procedure_id = procedures.id)::int`,
  signedNotes: sql<number>`(select count(*) from procedure_notes n
    where n.procedure_id = procedures.id and n.signed_at is not null)::int`,
  // Invoices make the spec's transaction follow them, but a paid invoice settles its procedures either way.
  // Scalar subqueries, not EXISTS: the planner may turn an EXISTS under OR into a hash of every paid row.
  paid: sql<boolean>`coalesce((select t.payment_status = 'paid' from procedure_transactions t
      where t.procedure_id = procedures.id), false)
    or coalesce((select bool_or(i.status = 'paid') from invoice_lines l join invoices i on i.id = l.invoice_id
      where l.procedure_id = procedures.id), false)`,
  signedConsentTemplateIds: sql<number[]>`(select coalesce(jsonb_agg(distinct c.template_id), '[]'::jsonb)
    from procedure_consents c where c.procedure_id = procedures.id and c.revoked_at is null)`,
};

export type ChartFacts = Awaited<ReturnType<ReturnType<typeof createChartsRepository>['factsOf']>>[number];

export function createChartsRepository(db: Queryable) {
  const facts = (where: SQL | undefined) =>
    db
      .select(chartFacts)
      .from(procedures)
      .innerJoin(patients, eq(patients.id, procedures.patientId))
      .leftJoin(services, eq(services.id, procedures.serviceId))
      .where(where)
      .orderBy(asc(procedures.doctorName), asc(procedures.startDatetime), asc(procedures.id));

  return {
    factsOf: (procedureIds: readonly number[]) => facts(inArray(procedures.id, [...procedureIds])),

    /** Procedures treated (ongoing or completed) that started in `[from, until)`. */
    factsOfPeriod: (from: Date, until: Date) =>
      facts(
        and(
          gte(procedures.startDatetime, from),
          lt(procedures.startDatetime, until),
          inArray(procedures.status, ['ongoing', 'completed']),
        ),
      ),

    /** Notes still in draft that were begun before `cutoff`, oldest first; one author's, or everyone's. */
    staleDrafts: (cutoff: Date, authorUserId: number | null) =>
      db
        .select({
          noteId: procedureNotes.id,
          procedureId: procedureNotes.procedureId,
          procedureName: procedures.name,
          patientId: procedureNotes.patientId,
          patientName: sql<string>`${patients.firstName} || ' ' || ${patients.lastName}`,
          authorName: procedureNotes.authorName,
          createdAt: procedureNotes.createdAt,
          updatedAt: procedureNotes.updatedAt,
        })
        .from(procedureNotes)
        .innerJoin(procedures, eq(procedures.id, procedureNotes.procedureId))
        .innerJoin(patients, eq(patients.id, procedureNotes.patientId))
        .where(
          and(
            isNull(procedureNotes.signedAt),
            lt(procedureNotes.createdAt, cutoff),
            authorUserId === null ? undefined : eq(procedureNotes.authorUserId, authorUserId),
          ),
        )
        .orderBy(asc(procedureNotes.createdAt), asc(procedureNotes.id)),
  };
}
