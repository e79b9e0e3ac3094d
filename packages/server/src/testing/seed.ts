import { medicationSchema } from '@clinic/contracts';
import { buildMedication, buildTransactionInput } from '@clinic/contracts/testing';
import type { Database } from '../db/client.ts';
import { faceAnnotationSets, patients, procedureTransactions, procedures } from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/**
 * Records the API has no quick way to make, written straight into the tables: what integration
 * tests share so that each seeds the same way.
 */

/** A patient and a procedure straight in the tables; the transactions feature only reads them. */
export async function insertProcedure(
  db: Database,
  names: { firstName?: string; lastName: string; procedure?: string },
): Promise<{ patientId: number; procedureId: number }> {
  const [patient] = await db
    .insert(patients)
    .values({
      firstName: names.firstName ?? 'Maria',
      lastName: names.lastName,
      sex: 'F',
      dateOfBirth: '1990-05-01',
      createdByRole: 'ADMIN',
    })
    .returning({ id: patients.id });
  if (!patient) throw new Error('patient not inserted');
  const [procedure] = await db
    .insert(procedures)
    .values({
      patientId: patient.id,
      name: names.procedure ?? 'Botox',
      doctorName: 'Dr. Reyes',
      startDatetime: new Date('2025-01-10T02:00:00Z'),
      status: 'completed',
    })
    .returning({ id: procedures.id });
  if (!procedure) throw new Error('procedure not inserted');
  return { patientId: patient.id, procedureId: procedure.id };
}

/** A procedure with its transaction created through the API. */
export async function seedTransaction(
  t: TestApp,
  token: string,
  names: { firstName?: string; lastName: string; procedure?: string },
  overrides: Parameters<typeof buildTransactionInput>[1] = {},
) {
  const { procedureId, patientId } = await insertProcedure(t.database.db, names);
  const response = await t.api({
    method: 'POST',
    url: '/procedure-transactions',
    token,
    payload: buildTransactionInput(procedureId, overrides),
  });
  if (response.statusCode !== 200) throw new Error(`seed failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as { id: number; amount: string }), procedureId, patientId };
}

/**
 * A completed procedure of an existing patient with everything a procedure may hold: medications,
 * a face annotation and a paid transaction, as an archive or a backup must carry them.
 */
export async function seedTreatedProcedure(
  db: Database,
  patientId: number,
  { serviceId }: { serviceId?: number } = {},
): Promise<{ procedureId: number }> {
  const [procedure] = await db
    .insert(procedures)
    .values({
      patientId,
      name: 'Botox',
      serviceId,
      doctorName: 'Dr. Reyes',
      startDatetime: new Date('2026-01-10T02:00:00Z'),
      status: 'completed',
      medications: [medicationSchema.parse(buildMedication({ name: 'Lidocaine' }))],
    })
    .returning({ id: procedures.id });
  if (!procedure) throw new Error('procedure not inserted');
  await db
    .insert(faceAnnotationSets)
    .values({ procedureId: procedure.id, patientId, annotations: [{ id: 'p1', x: 0.4, y: 0.2 }] });
  await db.insert(procedureTransactions).values({
    procedureId: procedure.id,
    patientId,
    amount: '12345.67',
    paymentMode: 'cash',
    paymentStatus: 'paid',
    paymentDate: '2026-01-10',
  });
  return { procedureId: procedure.id };
}
