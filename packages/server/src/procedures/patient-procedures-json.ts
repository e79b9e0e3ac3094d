import { composeProcedureDetails, storedFacePoints, type Procedure } from '@clinic/contracts';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { isoTimestampText } from '../db/json-rows.ts';
import { defineKeptStatement, placeholder, type NoShape } from '../db/kept-statements.ts';
import { faceAnnotationSets, patients, procedureTransactions, procedures } from '../db/schema/index.ts';
import { usageListsOf } from '../inventory/inventory.repository.ts';

/** The procedure's payment as the answer's `transaction`, or null; looked up by the payments' procedure key. */
const paymentJson = sql`(
  SELECT row_to_json(payment) FROM (
    SELECT ${procedureTransactions.id} AS id, ${procedureTransactions.amount}::text AS amount,
           ${procedureTransactions.paymentMode} AS payment_mode,
           ${procedureTransactions.paymentStatus} AS payment_status,
           ${procedureTransactions.paymentDate} AS payment_date
      FROM ${procedureTransactions}
     WHERE ${procedureTransactions.procedureId} = ${procedures.id}) payment)`;

/**
 * The procedure as the spec's `Procedure`, its keys in the contract's order, written by the
 * database: timestamps as `toISOString` writes them, the amount as exact text, `productsJson` the
 * products used. Only a diagram's points are left to `withDiagram`. The medications are written
 * as PostgreSQL prints `jsonb` (a space after each `:` and `,`): the same values, keys and order.
 * It says what `toProcedureResponse` says; `patient-procedures-json.int.test.ts` holds the two equal.
 */
const procedureJson = (productsJson: SQL) => sql<string>`(
  SELECT row_to_json(answer)::text FROM (
    SELECT ${procedures.id} AS id, ${procedures.patientId} AS patient_id,
           ${patients.firstName} || ' ' || ${patients.lastName} AS patient_name, ${procedures.name} AS name,
           ${procedures.serviceId} AS service_id, ${procedures.doctorName} AS doctor_name,
           ${procedures.details} AS details,
           ${isoTimestampText(procedures.startDatetime)} AS start_datetime,
           ${isoTimestampText(procedures.endDatetime)} AS end_datetime,
           ${procedures.status} AS status, ${procedures.medications} AS medications,
           ${paymentJson} AS "transaction", ${procedures.attendance} AS attendance,
           ${isoTimestampText(procedures.checkedInAt)} AS checked_in_at,
           ${procedures.bookingNote} AS booking_note, ${procedures.confirmation} AS confirmation,
           ${isoTimestampText(procedures.createdAt)} AS created_at,
           ${isoTimestampText(procedures.updatedAt)} AS updated_at,
           coalesce(${productsJson}, '[]')::json AS products) answer)`;

const statusRank = sql`case ${procedures.status} when 'scheduled' then 0 when 'ongoing' then 1 when 'completed' then 2 else 3 end`;

/**
 * A patient's procedures, each as its JSON text, scheduled first, then ongoing, completed and
 * cancelled, newest first within each. Building and serialising 500 objects in the server cost
 * more than the database's reading them; here the database writes the text and the server passes
 * it on. The diagram is looked up by its key (with a limit, so the planner keeps it a lookup).
 */
const patientProceduresStatement = defineKeptStatement('procedures.of-patient-json', (_shape: NoShape, db) => {
  const diagram = db
    .select({ annotations: faceAnnotationSets.annotations, updatedAt: faceAnnotationSets.updatedAt })
    .from(faceAnnotationSets)
    .where(eq(faceAnnotationSets.procedureId, procedures.id))
    .limit(1)
    .as('diagram');
  const ofPatient = eq(procedures.patientId, placeholder('patientId'));
  const usages = usageListsOf(db, db.select({ id: procedures.id }).from(procedures).where(ofPatient));
  return db
    .select({ json: procedureJson(sql`${usages.json}`), diagram: diagram._.selectedFields })
    .from(procedures)
    .innerJoin(patients, eq(patients.id, procedures.patientId))
    .leftJoin(usages, eq(usages.procedureId, procedures.id))
    .leftJoinLateral(diagram, sql`true`)
    .where(ofPatient)
    .orderBy(statusRank, desc(procedures.startDatetime), desc(procedures.id));
});

type PatientProcedureRow = Awaited<ReturnType<ReturnType<typeof patientProceduresStatement>['execute']>>[number];

/** A procedure with a diagram: its details become the spec's JSON form, composed as everywhere else. */
function withDiagram({ json, diagram }: PatientProcedureRow): string {
  if (!diagram) return json;
  const procedure = JSON.parse(json) as Procedure;
  procedure.details = composeProcedureDetails(
    procedure.details,
    storedFacePoints(diagram.annotations),
    diagram.updatedAt.toISOString(),
  );
  return JSON.stringify(procedure);
}

/** The patient's procedures as the JSON text of a `Procedure[]`, ready to send. */
export async function patientProceduresJson(db: Queryable, patientId: number): Promise<string> {
  const rows = await patientProceduresStatement(db, {}).execute({ patientId });
  return `[${rows.map(withDiagram).join(',')}]`;
}
