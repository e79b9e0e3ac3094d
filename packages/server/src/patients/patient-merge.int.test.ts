import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_MESSAGES, PATIENT_MESSAGES, type Patient } from '@clinic/contracts';
import { buildFacePoint, buildTransactionInput } from '@clinic/contracts/testing';
import { appointmentReplies, archivedPatients } from '../db/schema/index.ts';
import { createProcedure, takePhoto } from '../testing/photos/photo-requests.ts';
import { buildSignature } from '../testing/consent-signing.ts';
import { PDF, createPatient } from '../testing/patient-files.ts';
import { licenseDoctor } from '../testing/practitioners.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let admin: SignedInUser;
let doctor: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN', { fullName: 'Clinic Admin' });
  doctor = await t.signIn('DOCTOR');
  await licenseDoctor(t, admin.token, doctor.user.id);
});

async function created(url: string, payload: object): Promise<number> {
  const response = await t.api({ method: 'POST', url, token: admin.token, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

/** Every table with a patient_id column, read from the database (the archive's own row aside). */
async function patientTables(): Promise<string[]> {
  const { rows } = (await t.database.db.execute(
    sql`SELECT table_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'patient_id' AND table_name <> 'archived_patients'
        ORDER BY table_name`,
  )) as unknown as { rows: { name: string }[] };
  return rows.map((row) => row.name);
}

async function rowCounts(patientId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await patientTables()) {
    const { rows } = (await t.database.db.execute(
      sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)} WHERE patient_id = ${patientId}`,
    )) as unknown as { rows: { count: number }[] };
    counts[table] = rows[0]!.count;
  }
  return counts;
}

/** A patient with a record of every kind: file, procedure, payment, face points with stock, consent, photo, reply, prescription. */
async function patientWithEverything(): Promise<Patient> {
  const patient = await createPatient(t, admin.token, {}, [{ name: 'referral.pdf', content: PDF() }]);
  const procedureId = await createProcedure(t, admin.token, patient.id);
  await created('/procedure-transactions', buildTransactionInput(procedureId));
  const product = await created('/products', { name: `Toxin ${patient.id}`, category: 'toxin', unit: 'U' });
  const lot = await created(`/products/${product}/lots`, {
    lot_number: `L${patient.id}`,
    expiry_date: '2099-12-31',
    received_date: '2026-01-05',
    quantity_received: 100,
  });
  const saved = await t.api({
    method: 'POST',
    url: '/face-annotations',
    token: admin.token,
    payload: {
      procedure_id: procedureId,
      patient_id: patient.id,
      annotations: [buildFacePoint({ product_id: product, lot_id: lot, amount: 4 })],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const template = await created('/consent-templates', { title: `Consent ${patient.id}`, body: 'I agree.' });
  await created(`/procedures/${procedureId}/consents`, buildSignature(template));
  await takePhoto(t, admin.token, procedureId);
  await created(`/procedures/${procedureId}/notes`, { sections: { Subjective: 'Dry skin after the peel' } });
  const prescription = await t.api({
    method: 'POST',
    url: `/patients/${patient.id}/prescriptions`,
    token: doctor.token,
    payload: {
      procedure_id: procedureId,
      items: [{ generic_name: 'Tretinoin', strength: '0.025%', form: 'cream', quantity: 1, sig: 'Apply at night' }],
    },
  });
  expect(prescription.statusCode, prescription.body).toBe(200);
  // A reply to a reminder arrives by SMS or link; its row is what matters here.
  await t.database.db
    .insert(appointmentReplies)
    .values({ procedureId, patientId: patient.id, channel: 'sms', action: 'confirmed', receivedAt: new Date() });
  // An invoice paid past its total leaves the patient credit; its senior discount keeps the buyer's ID.
  const service = await created('/services', {
    name: `Peel ${patient.id}`,
    category: 'facial',
    duration_minutes: 30,
    price: '1000',
  });
  const invoice = await created('/invoices', {
    patient_id: patient.id,
    lines: [{ kind: 'service', service_id: service }],
    discount: { kind: 'senior', buyer_name: 'Lola Santos', id_type: 'OSCA ID', id_number: `SC-${patient.id}` },
  });
  await created(`/invoices/${invoice}/issue`, {});
  await created(`/invoices/${invoice}/payments`, { tender: 'cash', amount: '1200' });
  return patient;
}

const merge = (mergedId: number, intoId: number, token = admin.token) =>
  t.api({ method: 'POST', url: `/patients/${mergedId}/merge`, token, payload: { into_patient_id: intoId } });

describe('merging a duplicate patient', () => {
  it('moves every row of every patient table to the kept patient, losing none, and archives the duplicate with a link', async () => {
    const kept = await patientWithEverything();
    const duplicate = await patientWithEverything();
    const keptBefore = await rowCounts(kept.id);
    const duplicateBefore = await rowCounts(duplicate.id);
    // Every table holds a row of the duplicate, so a table the merge forgot would show here.
    expect(Object.entries(duplicateBefore).filter(([, count]) => count === 0)).toEqual([]);
    expect(Object.keys(duplicateBefore)).toEqual(
      expect.arrayContaining(['patient_attachments', 'procedures', 'procedure_consents', 'procedure_photos']),
    );

    const response = await merge(duplicate.id, kept.id);
    expect(response.statusCode, response.body).toBe(200);

    const keptAfter = await rowCounts(kept.id);
    const duplicateAfter = await rowCounts(duplicate.id);
    for (const table of Object.keys(keptBefore)) {
      // The audit gains one "merge" entry on each patient; every other table only moves rows.
      const added = table === 'audit_events' ? 1 : 0;
      expect(keptAfter[table], table).toBe(keptBefore[table]! + duplicateBefore[table]! + added);
      expect(duplicateAfter[table], table).toBe(added);
    }

    const profile = await t.api({ method: 'GET', url: `/patients/${kept.id}`, token: admin.token });
    expect(profile.json<Patient>().attachments.map((file) => file.file_name)).toEqual(['referral.pdf', 'referral.pdf']);
    const download = await t.api({
      method: 'GET',
      url: `/patients/${kept.id}/attachments/${duplicate.attachments[0]!.id}`,
      token: admin.token,
    });
    expect(download.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: download.json<{ url: string }>().url })).statusCode).toBe(200);

    expect((await t.api({ method: 'GET', url: `/patients/${duplicate.id}`, token: admin.token })).statusCode).toBe(404);
    const [archived] = await t.database.db
      .select()
      .from(archivedPatients)
      .where(eq(archivedPatients.patientId, duplicate.id));
    expect(archived?.mergedIntoPatientId).toBe(kept.id);

    const history = await t.api({ method: 'GET', url: `/patients/${kept.id}/history`, token: admin.token });
    expect(history.json()).toContainEqual(
      expect.objectContaining({
        action: 'merge',
        user_name: 'Clinic Admin',
        changes: { merged_patient_id: duplicate.id },
      }),
    );
  });

  it('refuses merging a patient into itself, into an archived patient or a missing one, and changes nothing', async () => {
    const patient = await createPatient(t, admin.token);
    const archived = await createPatient(t, admin.token);
    await t.api({ method: 'DELETE', url: `/patients/${archived.id}`, token: admin.token });
    const before = await rowCounts(patient.id);

    const itself = await merge(patient.id, patient.id);
    expect(itself.statusCode).toBe(422);
    expect(itself.json()).toEqual({ detail: DUPLICATE_MESSAGES.mergeIntoItself });
    const intoArchived = await merge(patient.id, archived.id);
    expect(intoArchived.statusCode).toBe(422);
    expect(intoArchived.json()).toEqual({ detail: DUPLICATE_MESSAGES.mergeIntoMissing });
    const fromArchived = await merge(archived.id, patient.id);
    expect(fromArchived.json()).toEqual({ detail: PATIENT_MESSAGES.notFound });
    const badBody = await t.api({
      method: 'POST',
      url: `/patients/${patient.id}/merge`,
      token: admin.token,
      payload: { into_patient_id: 'someone' },
    });
    expect(badBody.statusCode).toBe(422);

    expect(await rowCounts(patient.id)).toEqual(before);
    expect((await t.api({ method: 'GET', url: `/patients/${patient.id}/name`, token: admin.token })).statusCode).toBe(
      200,
    );
  });
});
