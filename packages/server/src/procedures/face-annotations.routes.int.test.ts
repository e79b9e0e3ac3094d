import { beforeAll, describe, expect, it } from 'vitest';
import { FACE_ANNOTATION_MESSAGES, PROCEDURE_MESSAGES } from '@clinic/contracts';
import { buildFacePoint, buildProcedureInput } from '@clinic/contracts/testing';
import { eq } from 'drizzle-orm';
import { auditEvents, patients } from '../db/schema/index.ts';
import { useTestApp } from '../testing/test-app.ts';

let nurse: string;
const t = useTestApp();
beforeAll(async () => {
  nurse = (await t.signIn('NURSE')).token;
});

async function procedureOfNewPatient(overrides: Record<string, unknown> = {}) {
  const [patient] = await t.database.db
    .insert(patients)
    .values({ firstName: 'Lea', lastName: 'Cruz', sex: 'F', dateOfBirth: '1985-06-01', createdByRole: 'ADMIN' })
    .returning({ id: patients.id });
  const patientId = patient!.id;
  const response = await t.api({
    method: 'POST',
    url: '/procedures/',
    token: nurse,
    payload: { ...buildProcedureInput(patientId), ...overrides },
  });
  return { patientId, procedureId: response.json().id as number };
}

const save = (payload: object) => t.api({ method: 'POST', url: '/face-annotations', token: nurse, payload });
const detailsOf = async (id: number): Promise<string | null> =>
  (await t.api({ method: 'GET', url: `/procedures/${id}`, token: nurse })).json().details;

describe('face annotations', () => {
  it('takes numeric point ids as their text, so the point can be deleted by its path', async () => {
    const { patientId, procedureId } = await procedureOfNewPatient();
    const saved = await save({
      procedure_id: procedureId,
      patient_id: patientId,
      annotations: [buildFacePoint({ id: 1732262400000 }), buildFacePoint({ id: 'b' })],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().annotations[0].id).toBe('1732262400000');
    const removed = await t.api({
      method: 'DELETE',
      url: `/face-annotations/${procedureId}/points/1732262400000`,
      token: nurse,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().annotations.map((point: { id: string }) => point.id)).toEqual(['b']);
  });

  it('upserts the set and keeps the details JSON text in sync', async () => {
    const { patientId, procedureId } = await procedureOfNewPatient();
    const first = await save({
      procedure_id: procedureId,
      patient_id: patientId,
      annotations: [buildFacePoint({ id: 'a' })],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().annotations[0]).toMatchObject({ id: 'a', label: 'Point 1', view: 'front' });

    const second = await save({
      procedure_id: procedureId,
      patient_id: patientId,
      annotations: [buildFacePoint({ id: 'a', x: 50 }), buildFacePoint({ id: 'b', view: 'side' })],
    });
    expect(second.json().annotations.map((point: { label: string }) => point.label)).toEqual(['Point 1', 'Point 2']);
    const details = JSON.parse((await detailsOf(procedureId)) ?? '');
    expect(details).toMatchObject({
      originalDetails: 'Light peel, sensitive skin',
      faceAnnotations: { version: '1.0' },
    });
    expect(details.faceAnnotations.points).toHaveLength(2);

    const fetched = await t.api({ method: 'GET', url: `/face-annotations/procedure/${procedureId}`, token: nurse });
    expect(fetched.json()).toMatchObject({ procedure_id: procedureId, patient_id: patientId });
    expect(fetched.json().annotations[0].x).toBe(50);

    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.patientId, patientId));
    expect(audit.filter((entry) => entry.entity === 'face_annotation')).toHaveLength(2);
  });

  it('deletes one point and returns to plain text when none is left', async () => {
    const { patientId, procedureId } = await procedureOfNewPatient({
      face_annotations: [buildFacePoint({ id: 'only' })],
    });
    const missing = await t.api({
      method: 'DELETE',
      url: `/face-annotations/${procedureId}/points/nope`,
      token: nurse,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(FACE_ANNOTATION_MESSAGES.pointNotFound);
    const removed = await t.api({
      method: 'DELETE',
      url: `/face-annotations/${procedureId}/points/only`,
      token: nurse,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().annotations).toEqual([]);
    expect(await detailsOf(procedureId)).toBe('Light peel, sensitive skin');
    expect(patientId).toBeGreaterThan(0);
  });

  it.each([
    [{ annotations: [buildFacePoint({ y: -1 })] }, FACE_ANNOTATION_MESSAGES.coordinateRange],
    [{ annotations: [buildFacePoint({ view: 'back' as 'front' })] }, FACE_ANNOTATION_MESSAGES.unknownView],
    [{ annotations: [buildFacePoint({ condition: '' })] }, FACE_ANNOTATION_MESSAGES.conditionRequired],
    [{ annotations: [buildFacePoint({ treatment: ' ' })] }, FACE_ANNOTATION_MESSAGES.treatmentRequired],
  ])('refuses %j', async (overrides, message) => {
    const { patientId, procedureId } = await procedureOfNewPatient();
    const response = await save({ procedure_id: procedureId, patient_id: patientId, ...overrides });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail.map((issue: { msg: string }) => issue.msg)).toContain(message);
  });

  it('refuses another patient id and an unknown procedure', async () => {
    const { patientId, procedureId } = await procedureOfNewPatient();
    const wrongPatient = await save({ procedure_id: procedureId, patient_id: patientId + 1000, annotations: [] });
    expect(wrongPatient.statusCode).toBe(422);
    expect(wrongPatient.json().detail).toBe(PROCEDURE_MESSAGES.invalidPatient);
    const unknown = await save({ procedure_id: 999_999, patient_id: patientId, annotations: [] });
    expect(unknown.statusCode).toBe(404);
  });
});
