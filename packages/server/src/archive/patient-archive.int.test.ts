import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '@clinic/contracts';
import {
  archivedPatients,
  auditEvents,
  faceAnnotationSets,
  procedureTransactions,
  procedures,
} from '../db/schema/index.ts';
import { createTestApp, type SignedInUser, type TestApp } from '../testing/test-app.ts';
import { PDF, createPatient, multipartBody, storedFiles } from '../testing/patient-files.ts';

let t: TestApp;
let superadmin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  superadmin = await t.signIn('SUPERADMIN', { fullName: 'Head Admin' });
});
afterAll(() => t.close());

async function patientWithEverything(): Promise<{ patient: Patient; procedureId: number; content: Buffer }> {
  const content = PDF(4096);
  const patient = await createPatient(t, superadmin.token, {}, [{ name: 'consent.pdf', content }]);
  const [procedure] = await t.database.db
    .insert(procedures)
    .values({
      patientId: patient.id,
      name: 'Botox',
      doctorName: 'Dr. Reyes',
      startDatetime: new Date('2026-01-10T02:00:00Z'),
      status: 'completed',
      medications: ['Lidocaine'],
    })
    .returning();
  await t.database.db
    .insert(faceAnnotationSets)
    .values({ procedureId: procedure!.id, patientId: patient.id, annotations: [{ id: 'p1', x: 0.4, y: 0.2 }] });
  await t.database.db.insert(procedureTransactions).values({
    procedureId: procedure!.id,
    patientId: patient.id,
    amount: '12345.67',
    paymentMode: 'cash',
    paymentStatus: 'paid',
    paymentDate: '2026-01-10',
  });
  return { patient, procedureId: procedure!.id, content };
}

describe('archive and restore', () => {
  it('seals the whole profile, removes it from the active tables and files, and restores it with the same ids', async () => {
    const { patient, procedureId, content } = await patientWithEverything();
    const filesBefore = storedFiles(t).length;

    const archived = await t.api({ method: 'DELETE', url: `/patients/${patient.id}`, token: superadmin.token });
    expect(archived.statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: `/patients/${patient.id}`, token: superadmin.token })).statusCode).toBe(
      404,
    );
    expect(await t.database.db.select().from(procedures).where(eq(procedures.patientId, patient.id))).toEqual([]);
    expect(storedFiles(t)).toHaveLength(filesBefore - 1);
    const [sealed] = await t.database.db
      .select()
      .from(archivedPatients)
      .where(eq(archivedPatients.patientId, patient.id));
    expect(sealed!.payload.includes(patient.first_name)).toBe(false);

    const list = await t.api({ method: 'GET', url: '/patients/archived', token: superadmin.token });
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ id: patient.id, first_name: patient.first_name, archived_by: 'Head Admin' }),
    );
    expect(
      (await t.api({ method: 'DELETE', url: `/patients/${patient.id}`, token: superadmin.token })).statusCode,
    ).toBe(404);

    const restored = await t.api({
      method: 'POST',
      url: `/patients/archived/${patient.id}/restore`,
      token: superadmin.token,
    });
    expect(restored.statusCode).toBe(200);
    const back = (
      await t.api({ method: 'GET', url: `/patients/${patient.id}`, token: superadmin.token })
    ).json<Patient>();
    expect(back).toEqual(patient);
    const [transaction] = await t.database.db
      .select()
      .from(procedureTransactions)
      .where(eq(procedureTransactions.procedureId, procedureId));
    expect(transaction?.amount).toBe('12345.67');
    const [annotations] = await t.database.db
      .select()
      .from(faceAnnotationSets)
      .where(eq(faceAnnotationSets.procedureId, procedureId));
    expect(annotations?.annotations).toEqual([{ id: 'p1', x: 0.4, y: 0.2 }]);

    const { url } = (
      await t.api({
        method: 'GET',
        url: `/patients/${patient.id}/attachments/${back.attachments[0]!.id}`,
        token: superadmin.token,
      })
    ).json<{ url: string }>();
    expect((await t.app.inject({ method: 'GET', url })).rawPayload.equals(content)).toBe(true);

    const history = await t.api({ method: 'GET', url: `/patients/${patient.id}/history`, token: superadmin.token });
    expect(
      history
        .json()
        .slice(0, 3)
        .map((entry: { action: string }) => entry.action),
    ).toEqual(['download', 'view', 'restore']);
    expect(
      (await t.api({ method: 'GET', url: '/patients/archived', token: superadmin.token })).json().items,
    ).not.toContainEqual(expect.objectContaining({ id: patient.id }));
  });

  it('takes the values of the patient audit entries into the archive and puts them back on restore', async () => {
    const address = '77 Private Lane, Quezon City';
    const complaint = 'Private complaint about a mole';
    const patient = await createPatient(t, superadmin.token, {}, [{ name: 'biopsy-result.pdf', content: PDF() }]);
    const edit = multipartBody(JSON.stringify({ address, consultation: { chief_complaint: complaint } }));
    const edited = await t.api({ method: 'PUT', url: `/patients/${patient.id}`, token: superadmin.token, ...edit });
    expect(edited.statusCode, edited.body).toBe(200);
    const auditText = async () =>
      JSON.stringify(await t.database.db.select().from(auditEvents).where(eq(auditEvents.patientId, patient.id)));
    expect(await auditText()).toContain(address);

    await t.api({ method: 'DELETE', url: `/patients/${patient.id}`, token: superadmin.token });
    const whileArchived = await auditText();
    for (const secret of [address, complaint, 'biopsy-result']) expect(whileArchived).not.toContain(secret);
    // Who changed which fields stays readable.
    const update = (await t.database.db.select().from(auditEvents).where(eq(auditEvents.patientId, patient.id))).find(
      (entry) => entry.action === 'update',
    );
    expect(update?.changes).toEqual(expect.objectContaining({ address: null }));

    await t.api({ method: 'POST', url: `/patients/archived/${patient.id}/restore`, token: superadmin.token });
    const history = await t.api({ method: 'GET', url: `/patients/${patient.id}/history`, token: superadmin.token });
    expect(JSON.stringify(history.json())).toContain(address);
    expect(JSON.stringify(history.json())).toContain('biopsy-result.pdf');
  });

  it('answers 404 when restoring an id that is not archived', async () => {
    const response = await t.api({ method: 'POST', url: '/patients/archived/999999/restore', token: superadmin.token });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Archived patient not found' });
  });
});
