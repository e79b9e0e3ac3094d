import { createHash } from 'node:crypto';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_MESSAGES,
  NOTE_MESSAGES,
  canonicalNoteText,
  type Note,
  type NoteTemplate,
  type PatientChange,
} from '@clinic/contracts';
import { buildProcedureInput } from '@clinic/contracts/testing';
import { createPatient } from '../testing/patient-files.ts';
import { useFileFixture } from '../testing/file-fixture.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let now = new Date();
/** Moves the portal's clock on: signing times are the clock's. */
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
  return now.toISOString();
};
const t = useTestApp({ clock: () => now });
const admin = useFileFixture(() => t.signIn('ADMIN'));
const doctor = useFileFixture(() => t.signIn('DOCTOR', { fullName: 'Maria Reyes' }));
const otherDoctor = useFileFixture(() => t.signIn('DOCTOR', { fullName: 'Paolo Cruz' }));
const nurse = useFileFixture(() => t.signIn('NURSE', { fullName: 'Ana Santos' }));

let patientId: number;

const sha256Of = (sections: Record<string, string>) =>
  createHash('sha256').update(canonicalNoteText(sections)).digest('hex');

async function newProcedure(name: string, doctorName = 'Dr. Maria Reyes'): Promise<number> {
  const response = await t.api({
    method: 'POST',
    url: '/procedures/',
    token: admin.token,
    payload: buildProcedureInput(patientId, { name, doctor_name: doctorName }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

async function newNote(author: SignedInUser, procedureId: number, payload: object) {
  const response = await t.api({
    method: 'POST',
    url: `/procedures/${procedureId}/notes`,
    token: author.token,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Note>();
}

const sign = (signer: SignedInUser, noteId: number, payload: object = { password: signer.password }) =>
  t.api({ method: 'POST', url: `/notes/${noteId}/sign`, token: signer.token, payload });

beforeAll(async () => {
  patientId = (await createPatient(t, admin.token)).id;
});

describe('note templates', () => {
  it('are SOAP unless given their own sections, and open for the procedures they name', async () => {
    const soap = await t.api({
      method: 'POST',
      url: '/note-templates',
      token: admin.token,
      payload: { name: 'Consult' },
    });
    expect(soap.json<NoteTemplate>().sections).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan']);
    const botox = await t.api({
      method: 'POST',
      url: '/note-templates',
      token: admin.token,
      payload: { name: 'Botox', sections: ['Areas treated', 'Technique'], procedure_names: ['Botox'] },
    });
    const edited = await t.api({
      method: 'PUT',
      url: `/note-templates/${botox.json<NoteTemplate>().id}`,
      token: admin.token,
      payload: {
        name: 'Botox',
        sections: ['Areas treated', 'Technique', 'Aftercare given'],
        procedure_names: ['Botox'],
      },
    });
    expect(edited.json<NoteTemplate>().sections).toEqual(['Areas treated', 'Technique', 'Aftercare given']);
    const missing = await t.api({
      method: 'PUT',
      url: '/note-templates/999999',
      token: admin.token,
      payload: { name: 'X' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: NOTE_MESSAGES.templateNotFound });
  });
});

describe('a doctor’s note', () => {
  it('is signed, then refuses edits, and reads as the original followed by each amendment', async () => {
    const template = (
      await t.api({
        method: 'POST',
        url: '/note-templates',
        token: admin.token,
        payload: { name: 'Filler', sections: ['Areas treated', 'Technique'] },
      })
    ).json<NoteTemplate>();
    const procedureId = await newProcedure('Filler - lips');
    const draft = await newNote(doctor, procedureId, {
      template_id: template.id,
      sections: { Technique: 'Cannula' },
    });
    // Laid out on the template's sections, in its order.
    expect(draft.sections).toEqual({ 'Areas treated': '', Technique: 'Cannula' });
    expect(draft).toMatchObject({ status: 'draft', author: 'Maria Reyes', signed_at: null, sha256: null });

    const byNurse = await t.api({
      method: 'PUT',
      url: `/notes/${draft.id}`,
      token: nurse.token,
      payload: { sections: { Technique: 'Needle' } },
    });
    expect(byNurse.statusCode).toBe(403);
    expect(byNurse.json()).toEqual({ detail: NOTE_MESSAGES.notTheAuthor });
    const text = { 'Areas treated': 'Upper and lower lip', Technique: 'Cannula, 1 ml' };
    const edited = await t.api({
      method: 'PUT',
      url: `/notes/${draft.id}`,
      token: doctor.token,
      payload: { sections: text },
    });
    expect(edited.json<Note>().sections).toEqual(text);

    const wrong = await sign(doctor, draft.id, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: CONSENT_MESSAGES.wrongPassword });
    const notAuthor = await sign(otherDoctor, draft.id);
    expect(notAuthor.statusCode).toBe(403);

    const signedAt = later(60_000);
    const signed = await sign(doctor, draft.id);
    expect(signed.statusCode, signed.body).toBe(200);
    const note = signed.json<Note>();
    expect(note).toMatchObject({
      status: 'signed',
      signed_by: 'Maria Reyes',
      signed_at: signedAt,
      cosigner: null,
      sections: text,
    });
    expect(note.sha256).toBe(sha256Of(text));

    const locked = await t.api({
      method: 'PUT',
      url: `/notes/${draft.id}`,
      token: doctor.token,
      payload: { sections: { Technique: 'Needle' } },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({ detail: NOTE_MESSAGES.signedNoteLocked });
    expect((await sign(doctor, draft.id)).statusCode).toBe(409);

    const amendedAt = later(120_000);
    const amendment = { 'Areas treated': 'Upper lip only' };
    const amended = await t.api({
      method: 'POST',
      url: `/notes/${draft.id}/amendments`,
      token: doctor.token,
      payload: { reason: 'Lower lip was not treated', sections: amendment, password: doctor.password },
    });
    expect(amended.statusCode, amended.body).toBe(200);
    const listed = await t.api({ method: 'GET', url: `/procedures/${procedureId}/notes`, token: nurse.token });
    const [read] = listed.json<{ items: Note[] }>().items;
    expect(read!.sections).toEqual(text);
    expect(read!.sha256).toBe(sha256Of(text));
    expect(read!.amendments).toEqual([
      {
        id: expect.any(Number),
        reason: 'Lower lip was not treated',
        sections: amendment,
        signed_by: 'Maria Reyes',
        signed_at: amendedAt,
        sha256: sha256Of(amendment),
      },
    ]);

    const history = await t.api({ method: 'GET', url: `/patients/${patientId}/history/changes`, token: admin.token });
    const lines = history
      .json<{ items: PatientChange[] }>()
      .items.filter((line) => line.entity === 'note' && line.entity_id === String(draft.id));
    expect(lines.map((line) => [line.action, line.subject, line.user_name])).toEqual([
      ['amend', 'Filler - lips', 'Maria Reyes'],
      ['sign', 'Filler - lips', 'Maria Reyes'],
      ['update', 'Filler - lips', 'Maria Reyes'],
      ['create', 'Filler - lips', 'Maria Reyes'],
    ]);
  });

  it('cannot be amended before it is signed, nor signed empty', async () => {
    const procedureId = await newProcedure('Peel');
    const draft = await newNote(doctor, procedureId, { sections: { Plan: '  ' } });
    const empty = await sign(doctor, draft.id);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ detail: NOTE_MESSAGES.emptyNote });
    const amended = await t.api({
      method: 'POST',
      url: `/notes/${draft.id}/amendments`,
      token: doctor.token,
      payload: { reason: 'Typo', sections: { Plan: 'Review' }, password: doctor.password },
    });
    expect(amended.statusCode).toBe(409);
    expect(amended.json()).toEqual({ detail: NOTE_MESSAGES.notSigned });
  });

  it('is signed with a code of the authenticator app once two-factor sign-in is on', async () => {
    const procedureId = await newProcedure('Botox');
    const draft = await newNote(doctor, procedureId, { sections: { Plan: 'Review in two weeks' } });
    const notEnrolled = await sign(doctor, draft.id, { code: '123456' });
    expect(notEnrolled.statusCode).toBe(400);
    expect(notEnrolled.json()).toEqual({ detail: NOTE_MESSAGES.noTwoFactor });

    const started = await t.api({ method: 'POST', url: '/auth/mfa/enrolment', token: doctor.token });
    const { secret } = started.json<{ secret: string }>();
    const codeNow = () => generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
    const confirmed = await t.api({
      method: 'POST',
      url: '/auth/mfa/enrolment/confirm',
      token: doctor.token,
      payload: { code: await codeNow() },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    later(30_000);
    const signed = await sign(doctor, draft.id, { code: await codeNow() });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<Note>().status).toBe('signed');
  });
});

describe('a nurse’s note on a doctor’s procedure', () => {
  it('waits in that doctor’s co-sign queue until the doctor co-signs it', async () => {
    const procedureId = await newProcedure('Hydrafacial', 'dr maria reyes');
    const draft = await newNote(nurse, procedureId, { sections: { Subjective: 'Dry skin', Plan: 'Moisturise' } });
    const signed = await sign(nurse, draft.id);
    expect(signed.json<Note>()).toMatchObject({ status: 'signed', cosigner: 'Dr. Maria Reyes', cosigned_at: null });

    const queue = async (user: SignedInUser) =>
      (await t.api({ method: 'GET', url: '/notes/cosign-queue', token: user.token }))
        .json<{ items: Note[] }>()
        .items.map((note) => note.id);
    expect(await queue(doctor)).toContain(draft.id);
    expect(await queue(otherDoctor)).not.toContain(draft.id);

    const byOther = await t.api({
      method: 'POST',
      url: `/notes/${draft.id}/cosign`,
      token: otherDoctor.token,
      payload: { password: otherDoctor.password },
    });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({ detail: NOTE_MESSAGES.notTheCosigner });

    const cosignedAt = later(60_000);
    // Two-factor sign-in is on for this doctor (the test before): a password still signs.
    const cosigned = await t.api({
      method: 'POST',
      url: `/notes/${draft.id}/cosign`,
      token: doctor.token,
      payload: { password: doctor.password },
    });
    expect(cosigned.statusCode, cosigned.body).toBe(200);
    expect(cosigned.json<Note>()).toMatchObject({
      status: 'cosigned',
      cosigner: 'Dr. Maria Reyes',
      cosigned_at: cosignedAt,
    });
    expect(await queue(doctor)).not.toContain(draft.id);
    const again = await t.api({
      method: 'POST',
      url: `/notes/${draft.id}/cosign`,
      token: doctor.token,
      payload: { password: doctor.password },
    });
    expect(again.statusCode).toBe(409);
  });

  it('needs no co-signature when it is a doctor’s own note', async () => {
    const procedureId = await newProcedure('Consultation');
    const draft = await newNote(doctor, procedureId, { sections: { Assessment: 'Melasma' } });
    await sign(doctor, draft.id, { password: doctor.password });
    const cosign = await t.api({
      method: 'POST',
      url: `/notes/${draft.id}/cosign`,
      token: doctor.token,
      payload: { password: doctor.password },
    });
    expect(cosign.statusCode).toBe(409);
    expect(cosign.json()).toEqual({ detail: NOTE_MESSAGES.noCosignNeeded });
  });
});
