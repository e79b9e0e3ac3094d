import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATIENT_MESSAGES, type Patient } from '@clinic/contracts';
import {
  archivedPatients,
  auditEvents,
  faceAnnotationSets,
  pendingFiles,
  procedureTransactions,
  procedures,
} from '../db/schema/index.ts';
import { seedTreatedProcedure } from '../testing/seed.ts';
import { licenseDoctor } from '../testing/practitioners.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { PDF, createPatient, multipartBody, sealedArchiveFiles, storedFiles } from '../testing/patient-files.ts';
import { loadArchiveKey } from '../keys/archive-key.ts';
import { sealArchive } from './archive-payload.ts';
import { createArchiveRepository } from './archive.repository.ts';

let superadmin: SignedInUser;
let doctor: SignedInUser;
let serviceId: number;
const t = useTestApp();
beforeAll(async () => {
  superadmin = await t.signIn('SUPERADMIN', { fullName: 'Head Admin' });
  doctor = await t.signIn('DOCTOR');
  await licenseDoctor(t, superadmin.token, doctor.user.id);
  const service = await t.api({
    method: 'POST',
    url: '/services',
    token: superadmin.token,
    payload: { name: 'Botox', category: 'injectable', duration_minutes: 30 },
  });
  serviceId = service.json().id;
});

async function patientWithEverything(): Promise<{ patient: Patient; procedureId: number; content: Buffer }> {
  const content = PDF(4096);
  const patient = await createPatient(t, superadmin.token, {}, [{ name: 'consent.pdf', content }]);
  const { procedureId } = await seedTreatedProcedure(t.database.db, patient.id, { serviceId });
  return { patient, procedureId, content };
}

describe('archive and restore', () => {
  it('seals the whole profile, removes it from the active tables and files, and restores it with the same ids', async () => {
    const { patient, procedureId, content } = await patientWithEverything();
    const filesBefore = storedFiles(t).length;
    // A signed visit note and its amendment: the chart must come back word for word, hashes and all.
    const note = await t.api({
      method: 'POST',
      url: `/procedures/${procedureId}/notes`,
      token: superadmin.token,
      payload: { sections: { Subjective: 'Dry skin', Plan: 'Review in two weeks' } },
    });
    expect(note.statusCode, note.body).toBe(200);
    const noteUrl = `/notes/${note.json().id}`;
    const signing = { password: superadmin.password };
    expect(
      (await t.api({ method: 'POST', url: `${noteUrl}/sign`, token: superadmin.token, payload: signing })).statusCode,
    ).toBe(200);
    const amended = await t.api({
      method: 'POST',
      url: `${noteUrl}/amendments`,
      token: superadmin.token,
      payload: { ...signing, reason: 'Wrong interval', sections: { Plan: 'Review in one week' } },
    });
    expect(amended.statusCode, amended.body).toBe(200);
    const notesOf = async () =>
      (await t.api({ method: 'GET', url: `/procedures/${procedureId}/notes`, token: superadmin.token })).json();
    const notesBefore = await notesOf();
    // A signed prescription: its content, hash and verification code come back as they were.
    const prescription = await t.api({
      method: 'POST',
      url: `/patients/${patient.id}/prescriptions`,
      token: doctor.token,
      payload: {
        items: [{ generic_name: 'Tretinoin', strength: '0.025%', form: 'cream', quantity: 1, sig: 'At night' }],
      },
    });
    expect(prescription.statusCode, prescription.body).toBe(200);
    const prescriptionSign = await t.api({
      method: 'POST',
      url: `/prescriptions/${prescription.json().id}/sign`,
      token: doctor.token,
      payload: { password: doctor.password },
    });
    expect(prescriptionSign.statusCode, prescriptionSign.body).toBe(200);
    const prescriptionsOf = async () =>
      (await t.api({ method: 'GET', url: `/patients/${patient.id}/prescriptions`, token: superadmin.token })).json();
    const prescriptionsBefore = await prescriptionsOf();

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
    expect(await notesOf()).toEqual(notesBefore);
    expect(await prescriptionsOf()).toEqual(prescriptionsBefore);
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
    const [procedure] = await t.database.db.select().from(procedures).where(eq(procedures.id, procedureId));
    expect(procedure?.serviceId).toBe(serviceId);

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

const MB = 1024 * 1024;

const archive = (patientId: number) =>
  t.api({ method: 'DELETE', url: `/patients/${patientId}`, token: superadmin.token });
const restore = (patientId: number) =>
  t.api({ method: 'POST', url: `/patients/archived/${patientId}/restore`, token: superadmin.token });
const pendingKeys = async () => (await t.database.db.select().from(pendingFiles)).map((row) => row.storageKey);
const archivedIds = async () =>
  (await t.api({ method: 'GET', url: '/patients/archived', token: superadmin.token }))
    .json<{ items: { id: number }[] }>()
    .items.map((item) => item.id);

/** Each attachment's bytes, by file name, as a download gives them. */
async function downloadedFiles(patientId: number): Promise<Map<string, Buffer>> {
  const patient = (
    await t.api({ method: 'GET', url: `/patients/${patientId}`, token: superadmin.token })
  ).json<Patient>();
  const files = new Map<string, Buffer>();
  for (const attachment of patient.attachments) {
    const { url } = (
      await t.api({
        method: 'GET',
        url: `/patients/${patientId}/attachments/${attachment.id}`,
        token: superadmin.token,
      })
    ).json<{ url: string }>();
    files.set(attachment.file_name, (await t.app.inject({ method: 'GET', url })).rawPayload);
  }
  return files;
}

async function patientWithFiles(count: number, size: number) {
  const files = Array.from({ length: count }, (_, index) => ({ name: `scan-${index}.pdf`, content: PDF(size) }));
  const patient = await createPatient(t, superadmin.token, {}, files);
  return { patient, files };
}

describe('archived files sealed one by one in file storage', () => {
  it('restores every file byte for byte, and the archive row stays small', async () => {
    const { patient, files } = await patientWithFiles(4, 1 * MB);
    const filesBefore = storedFiles(t);

    expect((await archive(patient.id)).statusCode).toBe(200);
    const sealed = sealedArchiveFiles(t).filter((file) => file.startsWith(`archive/${patient.id}/`));
    expect(sealed).toHaveLength(4);
    for (const file of sealed) {
      const bytes = fs.readFileSync(path.join(t.config.dataDir, 'files', file));
      expect(files.some(({ content }) => bytes.includes(content.subarray(0, 64)))).toBe(false);
    }
    expect(storedFiles(t)).toHaveLength(filesBefore.length - 4);
    const rowSize = await createArchiveRepository(t.database.db).archivedSize(patient.id);
    const filesSize = files.reduce((total, file) => total + file.content.length, 0);
    expect(rowSize).toBeLessThan(filesSize / 100);
    expect(await pendingKeys()).toEqual([]);

    expect((await restore(patient.id)).statusCode).toBe(200);
    const restored = await downloadedFiles(patient.id);
    expect(restored.size).toBe(4);
    for (const file of files) expect(restored.get(file.name)?.equals(file.content)).toBe(true);
    expect(sealedArchiveFiles(t).filter((file) => file.startsWith(`archive/${patient.id}/`))).toEqual([]);
    expect(storedFiles(t)).toHaveLength(filesBefore.length);
    expect(await pendingKeys()).toEqual([]);
  });

  it('refuses to restore from an altered sealed file and changes nothing', async () => {
    const { patient } = await patientWithFiles(2, 64 * 1024);
    await archive(patient.id);
    const [, second] = sealedArchiveFiles(t).filter((file) => file.startsWith(`archive/${patient.id}/`));
    const target = path.join(t.config.dataDir, 'files', second!);
    const bytes = fs.readFileSync(target);
    bytes[1000] = bytes[1000]! ^ 0x01;
    fs.writeFileSync(target, bytes);
    const filesBefore = storedFiles(t);

    const response = await restore(patient.id);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: PATIENT_MESSAGES.archiveDamaged });
    expect((await t.api({ method: 'GET', url: `/patients/${patient.id}`, token: superadmin.token })).statusCode).toBe(
      404,
    );
    expect(await archivedIds()).toContain(patient.id);
    expect(storedFiles(t)).toEqual(filesBefore);
    expect(sealedArchiveFiles(t).filter((file) => file.startsWith(`archive/${patient.id}/`))).toHaveLength(2);
    expect(await pendingKeys()).toEqual([]);
  });

  it('leaves no sealed file and no pending record when the archive fails after sealing', async () => {
    const { patient } = await patientWithFiles(3, 256 * 1024);
    const filesBefore = storedFiles(t);
    await t.database.db.execute(
      sql.raw(
        `ALTER TABLE archived_patients ADD CONSTRAINT refuse_for_test CHECK (patient_id <> ${patient.id}) NOT VALID`,
      ),
    );
    try {
      expect((await archive(patient.id)).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('ALTER TABLE archived_patients DROP CONSTRAINT refuse_for_test'));
    }
    expect(sealedArchiveFiles(t).filter((file) => file.startsWith(`archive/${patient.id}/`))).toEqual([]);
    expect(await pendingKeys()).toEqual([]);
    expect(storedFiles(t)).toEqual(filesBefore);
    expect((await downloadedFiles(patient.id)).size).toBe(3);
  });

  it('leaves no sealed file when a file cannot be read midway', async () => {
    const { patient } = await patientWithFiles(3, 64 * 1024);
    const files = await createArchiveRepository(t.database.db).filesOf(patient.id);
    const last = files!.attachments.at(-1)!;
    fs.rmSync(path.join(t.config.dataDir, 'files', last.storageKey));

    expect((await archive(patient.id)).statusCode).toBe(500);
    expect(sealedArchiveFiles(t).filter((file) => file.startsWith(`archive/${patient.id}/`))).toEqual([]);
    expect(await pendingKeys()).toEqual([]);
    expect((await t.api({ method: 'GET', url: `/patients/${patient.id}`, token: superadmin.token })).statusCode).toBe(
      200,
    );
  });

  it('answers a list while an archive of large files is sealing them', async () => {
    const { patient } = await patientWithFiles(4, 5 * MB - 1024);
    let archiveDone = false;
    const archiving = archive(patient.id).then((response) => {
      archiveDone = true;
      return response;
    });
    const list = await t.api({ method: 'GET', url: '/patients/?page=1&page_size=10', token: superadmin.token });
    expect(list.statusCode).toBe(200);
    expect(archiveDone).toBe(false);
    expect((await archiving).statusCode).toBe(200);
  });

  it('restores an archive taken in the first format, with its files inline', async () => {
    const { patient, files } = await patientWithFiles(2, 32 * 1024);
    const repo = createArchiveRepository(t.database.db);
    const rows = (await repo.patientRows(patient.id))!;
    const inline = Object.fromEntries(
      rows.attachments.map((attachment) => [
        attachment.storageKey,
        fs.readFileSync(path.join(t.config.dataDir, 'files', attachment.storageKey)).toString('base64'),
      ]),
    );
    const key = loadArchiveKey(t.config.archiveKey, t.config.dataDir);
    const payload = sealArchive(
      { first_name: rows.patient.firstName, last_name: rows.patient.lastName },
      { version: 1, rows, files: inline },
      key,
    );
    await repo.insertArchived({ patientId: patient.id, payload, archivedByUserId: superadmin.user.id });
    await repo.deletePatient(patient.id);
    for (const attachment of rows.attachments) fs.rmSync(path.join(t.config.dataDir, 'files', attachment.storageKey));

    expect((await restore(patient.id)).statusCode).toBe(200);
    const restored = await downloadedFiles(patient.id);
    for (const file of files) expect(restored.get(file.name)?.equals(file.content)).toBe(true);
    expect(await pendingKeys()).toEqual([]);
  });
});
