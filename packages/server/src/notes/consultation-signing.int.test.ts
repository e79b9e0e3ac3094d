import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONSULTATION_FIELDS,
  CONSULTATION_MESSAGES,
  FOLLOW_UP_FIELDS,
  canonicalNoteText,
  consultationSections,
  type ConsultationSignature,
  type ConsultationSignaturesResponse,
  type Patient,
} from '@clinic/contracts';
import { createPatient, sendPatient } from '../testing/patient-files.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

const t = useTestApp();

let admin: SignedInUser;
let doctor: SignedInUser;
let nurse: SignedInUser;

const consultation = {
  chief_complaint: 'Acne scars on both cheeks',
  physical_examination: 'Rolling scars, no active lesions',
  history: 'Isotretinoin in 2022',
  assessment: 'Atrophic acne scarring',
  management: 'Fractional laser, three sessions',
};
const followUps = [
  { date: '2026-01-10', notes: 'Mild redness after session one', plan: 'Second session in four weeks' },
  { date: '2026-02-07', notes: 'Scars shallower', plan: 'Third session' },
];

const sha256Of = (sections: Record<string, string>) =>
  createHash('sha256').update(canonicalNoteText(sections)).digest('hex');

const post = (signer: SignedInUser, url: string, payload: object) =>
  t.api({ method: 'POST', url, token: signer.token, payload });

const put = (patientId: number, patientIn: object) =>
  sendPatient(t, { method: 'PUT', url: `/patients/${patientId}`, token: admin.token, patientIn });

async function readPatient(patientId: number) {
  const response = await t.api({ method: 'GET', url: `/patients/${patientId}`, token: admin.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Patient>();
}

async function signatures(patientId: number) {
  const response = await t.api({
    method: 'GET',
    url: `/patients/${patientId}/consultation/signatures`,
    token: admin.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConsultationSignaturesResponse>().items;
}

beforeAll(async () => {
  admin = await t.signIn('ADMIN');
  doctor = await t.signIn('DOCTOR', { fullName: 'Maria Reyes' });
  nurse = await t.signIn('NURSE', { fullName: 'Ana Santos' });
});

describe('a signed initial consultation', () => {
  it('is locked: a PUT changing it is refused, an amendment is added, and it reads as the original plus the amendment', async () => {
    const patient = await createPatient(t, admin.token, { consultation, succeeding_consultations: followUps });

    const signed = await post(doctor, `/patients/${patient.id}/consultation/sign`, { password: doctor.password });
    expect(signed.statusCode, signed.body).toBe(200);
    const signature = signed.json<ConsultationSignature>();
    expect(signature).toMatchObject({ entry: 'initial', index: null, signed_by: 'Maria Reyes', amendments: [] });
    expect(signature.sections).toEqual(consultation);
    expect(signature.sha256).toBe(sha256Of(consultationSections(CONSULTATION_FIELDS, consultation)));

    const again = await post(doctor, `/patients/${patient.id}/consultation/sign`, { password: doctor.password });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: CONSULTATION_MESSAGES.alreadySigned });

    const rewritten = await put(patient.id, { consultation: { ...consultation, assessment: 'Rosacea' } });
    expect(rewritten.statusCode).toBe(409);
    expect(rewritten.json()).toEqual({ detail: CONSULTATION_MESSAGES.signedConsultationLocked });
    expect((await readPatient(patient.id)).consultation).toEqual(consultation);

    // A client written against the spec sends the whole patient back on every save.
    const whole = await readPatient(patient.id);
    const saved = await put(patient.id, { ...whole, occupation: 'Teacher' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Patient>()).toMatchObject({ occupation: 'Teacher', consultation });

    const amended = await post(nurse, `/patients/${patient.id}/consultation/amendments`, {
      reason: 'Diagnosis revised after review',
      sections: { assessment: 'Atrophic acne scarring with post-inflammatory erythema' },
      password: nurse.password,
    });
    expect(amended.statusCode, amended.body).toBe(200);

    const [read] = await signatures(patient.id);
    expect(read!.sections).toEqual(consultation);
    expect(read!.sha256).toBe(signature.sha256);
    expect(read!.amendments).toEqual([
      expect.objectContaining({
        reason: 'Diagnosis revised after review',
        sections: { assessment: 'Atrophic acne scarring with post-inflammatory erythema' },
        signed_by: 'Ana Santos',
        sha256: sha256Of({ assessment: 'Atrophic acne scarring with post-inflammatory erythema' }),
      }),
    ]);
    expect((await readPatient(patient.id)).consultation).toEqual(consultation);

    const history = await t.api({ method: 'GET', url: `/patients/${patient.id}/history`, token: admin.token });
    const consultationLines = history
      .json<{ entity: string; action: string }[]>()
      .filter((line) => line.entity === 'consultation')
      .map((line) => line.action);
    expect(consultationLines.sort()).toEqual(['amend', 'sign']);
  });

  it('is signed only with the signer’s own password, and only when something is written', async () => {
    const blank = await createPatient(t, admin.token, { consultation: {} });
    const wrong = await post(doctor, `/patients/${blank.id}/consultation/sign`, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ detail: CONSULTATION_MESSAGES.emptyConsultation });

    const written = await createPatient(t, admin.token, { consultation });
    const refused = await post(doctor, `/patients/${written.id}/consultation/sign`, { password: 'not-the-password' });
    expect(refused.statusCode).toBe(400);
    expect(await signatures(written.id)).toEqual([]);

    const notSigned = await post(doctor, `/patients/${written.id}/consultation/amendments`, {
      reason: 'Typo',
      sections: { history: 'None' },
      password: doctor.password,
    });
    expect(notSigned.statusCode).toBe(409);
    expect(notSigned.json()).toEqual({ detail: CONSULTATION_MESSAGES.notSigned });
  });
});

describe('a signed follow-up', () => {
  it('stays in its place: new follow-ups may follow it, but removing or changing it is refused', async () => {
    const patient = await createPatient(t, admin.token, { consultation, succeeding_consultations: followUps });
    const missing = await post(doctor, `/patients/${patient.id}/succeeding-consultations/2/sign`, {
      password: doctor.password,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: CONSULTATION_MESSAGES.followUpNotFound });

    const signed = await post(doctor, `/patients/${patient.id}/succeeding-consultations/1/sign`, {
      password: doctor.password,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<ConsultationSignature>()).toMatchObject({
      entry: 'follow_up',
      index: 1,
      sections: followUps[1],
      sha256: sha256Of(consultationSections(FOLLOW_UP_FIELDS, followUps[1]!)),
    });

    const third = { date: '2026-03-07', notes: 'Good result', plan: 'Review in six months' };
    const added = await put(patient.id, { succeeding_consultations: [...followUps, third] });
    expect(added.statusCode, added.body).toBe(200);
    const firstEdited = await put(patient.id, {
      succeeding_consultations: [{ ...followUps[0]!, plan: 'Stop treatment' }, followUps[1], third],
    });
    expect(firstEdited.statusCode, firstEdited.body).toBe(200);

    for (const list of [
      [followUps[1], third],
      [followUps[0], { ...followUps[1]!, notes: 'Scars gone' }, third],
    ]) {
      const refused = await put(patient.id, { succeeding_consultations: list });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: CONSULTATION_MESSAGES.signedConsultationLocked });
    }
    expect((await readPatient(patient.id)).succeeding_consultations[1]).toEqual(followUps[1]);
    // The initial consultation is not signed: it is still edited freely.
    const edited = await put(patient.id, { consultation: { ...consultation, management: 'Chemical peel' } });
    expect(edited.statusCode, edited.body).toBe(200);
  });
});

describe('archiving', () => {
  it('keeps the signatures and amendments with the consultation they lock', async () => {
    const patient = await createPatient(t, admin.token, { consultation });
    await post(doctor, `/patients/${patient.id}/consultation/sign`, { password: doctor.password });
    await post(doctor, `/patients/${patient.id}/consultation/amendments`, {
      reason: 'Missed history',
      sections: { history: 'Also tretinoin in 2023' },
      password: doctor.password,
    });
    const before = await signatures(patient.id);
    const superadmin = await t.signIn('SUPERADMIN');
    const archived = await t.api({ method: 'DELETE', url: `/patients/${patient.id}`, token: superadmin.token });
    expect(archived.statusCode, archived.body).toBe(200);
    const restored = await t.api({
      method: 'POST',
      url: `/patients/archived/${patient.id}/restore`,
      token: superadmin.token,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await signatures(patient.id)).toEqual(before);
  });
});
