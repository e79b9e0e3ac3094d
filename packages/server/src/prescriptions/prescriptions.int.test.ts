import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MEDICAL_CERTIFICATE_MESSAGES,
  PRESCRIPTION_MESSAGES,
  VERIFICATION_MESSAGES,
  canonicalDocumentText,
  type Drug,
  type MedicalCertificate,
  type Prescription,
  type PrescriptionItemInput,
  type Verification,
} from '@clinic/contracts';
import { createPatient } from '../testing/patient-files.ts';
import { textOf } from '../testing/pdf-text.ts';
import { useFileFixture } from '../testing/file-fixture.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { DEFAULT_VERIFY_LIMITS } from './issued-documents.service.ts';

// Noon in Manila on 27 November 2026: the clinic's date is the 27th.
const now = new Date('2026-11-27T04:00:00Z');
const t = useTestApp({ clock: () => now });
const admin = useFileFixture(() => t.signIn('ADMIN'));
const doctor = useFileFixture(() => t.signIn('DOCTOR', { fullName: 'Maria Reyes' }));
const otherDoctor = useFileFixture(() => t.signIn('DOCTOR', { fullName: 'Paolo Cruz' }));
const nurse = useFileFixture(() => t.signIn('NURSE'));

let patientId: number;

const VALID_PROFILE = {
  printed_name: 'Dr. Maria Reyes, FPDS',
  specialty: 'Dermatology',
  prc_number: '0123456',
  prc_valid_until: '2028-06-30',
  ptr_number: 'PTR-7788',
  ptr_year: 2026,
  s2_number: '',
  letterhead_lines: ['Suite 4, Glow Building', 'Makati City'],
};

async function saveProfile(user: SignedInUser, profile: object) {
  const response = await t.api({
    method: 'PUT',
    url: `/practitioners/${user.user.id}`,
    token: admin.token,
    payload: { ...VALID_PROFILE, ...profile },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const item = (overrides: Partial<PrescriptionItemInput> = {}): PrescriptionItemInput => ({
  generic_name: 'Tranexamic acid',
  brand: 'Hemostan',
  strength: '500 mg',
  form: 'capsule',
  quantity: 30,
  sig: 'One capsule twice a day',
  ...overrides,
});

const write = (author: SignedInUser, items: PrescriptionItemInput[], patient = patientId) =>
  t.api({ method: 'POST', url: `/patients/${patient}/prescriptions`, token: author.token, payload: { items } });

async function written(author: SignedInUser, items: PrescriptionItemInput[]) {
  const response = await write(author, items);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Prescription>();
}

const sign = (signer: SignedInUser, id: number, payload: object = { password: signer.password }) =>
  t.api({ method: 'POST', url: `/prescriptions/${id}/sign`, token: signer.token, payload });

async function signed(signer: SignedInUser, id: number) {
  const response = await sign(signer, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Prescription>();
}

/** The PDF's text, through its short-lived link, as a browser would open it. */
async function pdfText(path: string, token: string, layout = 'a5') {
  const link = await t.api({ method: 'GET', url: `${path}/pdf?layout=${layout}`, token });
  expect(link.statusCode, link.body).toBe(200);
  const file = await t.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  return textOf(file.rawPayload).join('\n');
}

const verify = (code: string) => t.app.inject({ method: 'GET', url: `/api/v1/verify/${code}` });

beforeAll(async () => {
  await saveProfile(doctor, {});
  await saveProfile(otherDoctor, { printed_name: 'Dr. Paolo Cruz' });
  patientId = (
    await createPatient(t, admin.token, {
      first_name: 'Juana',
      middle_name: '',
      last_name: 'Dela Cruz',
      address: '12 Rizal St, Makati',
    })
  ).id;
});

describe('writing a prescription', () => {
  it('refuses an item without a generic name, on that field', async () => {
    const response = await write(doctor, [item({ generic_name: '  ' })]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [
        expect.objectContaining({
          loc: ['body', 'items', 0, 'generic_name'],
          msg: PRESCRIPTION_MESSAGES.genericNameRequired,
        }),
      ],
    });
  });

  it('refuses while the prescriber’s PRC licence has expired, and prints nothing of it', async () => {
    await saveProfile(otherDoctor, { printed_name: 'Dr. Paolo Cruz', prc_valid_until: '2026-11-26' });
    const refused = await write(otherDoctor, [item()]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: PRESCRIPTION_MESSAGES.prcExpired });
    await saveProfile(otherDoctor, { printed_name: 'Dr. Paolo Cruz' });
  });

  it('refuses a printed copy once the prescriber’s PRC licence has expired', async () => {
    const prescription = await written(otherDoctor, [item()]);
    await signed(otherDoctor, prescription.id);
    await saveProfile(otherDoctor, { printed_name: 'Dr. Paolo Cruz', prc_valid_until: '2026-11-01' });
    const link = await t.api({ method: 'GET', url: `/prescriptions/${prescription.id}/pdf`, token: admin.token });
    expect(link.statusCode).toBe(409);
    expect(link.json()).toEqual({ detail: PRESCRIPTION_MESSAGES.prcExpired });
    await saveProfile(otherDoctor, { printed_name: 'Dr. Paolo Cruz' });
  });

  it('needs the prescriber’s S2 number for a dangerous drug, and the drug list remembers the flag', async () => {
    const dangerous = item({
      generic_name: 'Diazepam',
      brand: undefined,
      strength: '5 mg',
      form: 'tablet',
      quantity: 10,
      dangerous_drug: true,
    });
    const refused = await write(doctor, [dangerous]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: PRESCRIPTION_MESSAGES.s2Required });
    const noRows = await t.api({ method: 'GET', url: '/drugs?q=diaz', token: doctor.token });
    expect(noRows.json<Drug[]>()).toEqual([]);

    await saveProfile(doctor, { s2_number: 'S2-55123' });
    const accepted = await written(doctor, [dangerous]);
    expect(accepted.items[0]).toMatchObject({ generic_name: 'Diazepam', dangerous_drug: true });
    const drugs = await t.api({ method: 'GET', url: '/drugs?q=diaz', token: doctor.token });
    expect(drugs.json<Drug[]>()).toEqual([expect.objectContaining({ generic_name: 'Diazepam', dangerous_drug: true })]);

    // Typed again without the flag, the list's flag is kept.
    const again = await written(doctor, [{ ...dangerous, generic_name: 'diazepam', dangerous_drug: undefined }]);
    expect(again.items[0]!.dangerous_drug).toBe(true);
  });
});

describe('signing, printing, verifying and revoking', () => {
  it('signs only as the prescriber, keeps the hash, and prints the Philippine prescription with its QR address', async () => {
    await saveProfile(doctor, { s2_number: 'S2-55123' });
    const draft = await written(doctor, [
      item(),
      item({
        generic_name: 'Diazepam',
        brand: undefined,
        strength: '5 mg',
        form: 'tablet',
        quantity: 14,
        dangerous_drug: true,
      }),
    ]);
    expect(draft).toMatchObject({ status: 'draft', verification_code: null, author: 'Maria Reyes' });
    const notDraftPdf = await t.api({ method: 'GET', url: `/prescriptions/${draft.id}/pdf`, token: doctor.token });
    expect(notDraftPdf.statusCode).toBe(409);

    const byOther = await sign(otherDoctor, draft.id);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({ detail: PRESCRIPTION_MESSAGES.notTheAuthor });
    const wrongPassword = await sign(doctor, draft.id, { password: 'not-my-password' });
    expect(wrongPassword.statusCode).toBe(400);

    const prescription = await signed(doctor, draft.id);
    expect(prescription.status).toBe('signed');
    const { items } = prescription;
    expect(prescription.sha256).toBe(createHash('sha256').update(canonicalDocumentText({ items })).digest('hex'));
    expect(prescription.verification_code).toMatch(/^[2-9A-Z]{16}$/);
    expect((await sign(doctor, draft.id)).statusCode).toBe(409);

    const text = await pdfText(`/prescriptions/${prescription.id}`, nurse.token);
    for (const line of [
      'Dr. Maria Reyes, FPDS',
      'PRESCRIPTION',
      'Patient: Juana Dela Cruz',
      'Address: 12 Rizal St, Makati',
      'Date: November 27, 2026',
      'Rx',
      '1. Tranexamic acid (Hemostan) 500 mg capsule',
      'Quantity: #30',
      '2. Diazepam 5 mg tablet - dangerous drug',
      'Quantity: Fourteen (14)',
      'PRC Lic. No. 0123456',
      'Valid until June 30, 2028',
      'PTR No. PTR-7788 (2026)',
      'S2 Lic. No. S2-55123',
      'Verify this document at:',
      `/verify/${prescription.verification_code}`,
    ])
      expect(text).toContain(line);
    expect(await pdfText(`/prescriptions/${prescription.id}`, doctor.token, 'a4')).toContain('Rx');

    const verified = await verify(prescription.verification_code!.toLowerCase());
    expect(verified.statusCode).toBe(200);
    expect(verified.json<Verification>()).toEqual({
      kind: 'prescription',
      clinic: expect.any(String),
      issued_on: '2026-11-27',
      doctor: 'Dr. Maria Reyes, FPDS',
      patient_initials: 'J. D.',
      status: 'valid',
      revoked_on: null,
    });
    // No health data and no name: neither the drug nor the patient's surname is in the answer.
    expect(verified.body).not.toMatch(/Diazepam|Tranexamic|Juana|Dela Cruz|Rizal/);

    const revokedByOther = await t.api({
      method: 'POST',
      url: `/prescriptions/${prescription.id}/revoke`,
      token: otherDoctor.token,
      payload: { reason: 'Not mine' },
    });
    expect(revokedByOther.statusCode).toBe(403);
    const revoked = await t.api({
      method: 'POST',
      url: `/prescriptions/${prescription.id}/revoke`,
      token: doctor.token,
      payload: { reason: 'Wrong strength' },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<Prescription>()).toMatchObject({ status: 'revoked', revoke_reason: 'Wrong strength' });
    expect((await verify(prescription.verification_code!)).json<Verification>()).toMatchObject({
      status: 'revoked',
      revoked_on: '2026-11-27',
    });

    const list = await t.api({ method: 'GET', url: `/patients/${patientId}/prescriptions`, token: nurse.token });
    expect(list.json<{ items: Prescription[] }>().items[0]).toMatchObject({ id: prescription.id, status: 'revoked' });
  });

  it('answers an unknown code or a draft’s with the same 404, and no one else’s data', async () => {
    const draft = await written(doctor, [item()]);
    const unknown = await verify('ABCDEFGHJKMNPQRS');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: VERIFICATION_MESSAGES.notFound });
    expect(draft.verification_code).toBeNull();
  });
});

describe('medical certificates', () => {
  const certificate = {
    kind: 'fitness',
    examined_on: '2026-11-27',
    findings: 'Fit to work',
    recommendation: 'May return to work',
    rest_from: '2026-11-27',
    rest_to: '2026-11-28',
    purpose: 'Employment',
  };

  it('are written, signed and printed by their doctor, and verified like prescriptions', async () => {
    const refusedOrder = await t.api({
      method: 'POST',
      url: `/patients/${patientId}/medical-certificates`,
      token: doctor.token,
      payload: { ...certificate, rest_to: '2026-11-20' },
    });
    expect(refusedOrder.statusCode).toBe(422);
    expect(refusedOrder.json().detail[0].msg).toBe(MEDICAL_CERTIFICATE_MESSAGES.restOrder);

    const created = await t.api({
      method: 'POST',
      url: `/patients/${patientId}/medical-certificates`,
      token: doctor.token,
      payload: certificate,
    });
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json<MedicalCertificate>();
    const signedResponse = await t.api({
      method: 'POST',
      url: `/medical-certificates/${draft.id}/sign`,
      token: doctor.token,
      payload: { password: doctor.password },
    });
    expect(signedResponse.statusCode, signedResponse.body).toBe(200);
    const signedCertificate = signedResponse.json<MedicalCertificate>();
    const text = await pdfText(`/medical-certificates/${draft.id}`, nurse.token);
    expect(text).toContain('CERTIFICATE OF FITNESS');
    expect(text).toContain('Fit to work');
    expect(text).toContain('From November 27, 2026 to November 28, 2026');
    expect((await verify(signedCertificate.verification_code!)).json<Verification>()).toMatchObject({
      kind: 'medical_certificate',
      patient_initials: 'J. D.',
    });
  });
});

describe('who may do what', () => {
  it('lets the clinical roles read and only a doctor write', async () => {
    const staff = await t.signIn('STAFF');
    expect(
      (await t.api({ method: 'GET', url: `/patients/${patientId}/prescriptions`, token: staff.token })).statusCode,
    ).toBe(403);
    expect((await write(admin, [item()])).statusCode).toBe(403);
    expect((await write(nurse, [item()])).statusCode).toBe(403);
  });

  it('refuses a doctor without a practitioner profile', async () => {
    const newcomer = await t.signIn('DOCTOR');
    const refused = await write(newcomer, [item()]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: PRESCRIPTION_MESSAGES.noProfile });
  });
});

describe('the verification page’s limit', () => {
  it('answers 429 to an address guessing codes, while a real code still opens', async () => {
    const prescription = await signed(doctor, (await written(doctor, [item()])).id);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < DEFAULT_VERIFY_LIMITS.perAddress + 1; attempt += 1)
      statuses.push((await verify(`GUESS${String(attempt).padStart(11, '2')}`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status !== 404 && status !== 429)).toEqual([]);
    const guessed = await verify('ZZZZZZZZZZZZZZZZ');
    expect(guessed.json()).toEqual({ detail: VERIFICATION_MESSAGES.tooManyLookups });
    expect((await verify(prescription.verification_code!)).statusCode).toBe(200);
  });
});
