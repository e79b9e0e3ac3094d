import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES, PROCEDURE_MESSAGES, type ConsentTemplateInput } from '@clinic/contracts';
import { buildProcedureInput } from '@clinic/contracts/testing';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { auditEvents, consentTemplateVersions } from '../db/schema/index.ts';
import { createPatient } from '../testing/patient-files.ts';
import { textOf } from '../testing/pdf-text.ts';
import { SIGNATURE, buildSignature, pngDataUrl, pngDeclaring } from '../testing/consent-signing.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let admin: SignedInUser;
let nurse: SignedInUser;
let superadmin: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
  nurse = await t.signIn('NURSE', { fullName: 'Nurse Joy' });
  superadmin = await t.signIn('SUPERADMIN');
});

let sequence = 0;
/** A template for a procedure name of its own, so tests do not gate each other's procedures. */
async function createTemplate(overrides: Partial<ConsentTemplateInput> = {}) {
  sequence += 1;
  const response = await t.api({
    method: 'POST',
    url: '/consent-templates',
    token: admin.token,
    payload: {
      title: `Consent ${sequence}`,
      body: '# Risks\n\nBruising may occur.\n\n- Swelling\n- Redness',
      procedure_names: [`Treatment ${sequence}`],
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; version: number; procedure_names: string[]; body: string };
}

async function createProcedure(name: string, status = 'scheduled') {
  const patient = await createPatient(t, admin.token);
  return t.api({
    method: 'POST',
    url: '/procedures/',
    token: nurse.token,
    payload: buildProcedureInput(patient.id, { name, status: status as 'scheduled' }),
  });
}

async function scheduledProcedure(name: string) {
  const response = await createProcedure(name);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; patient_id: number };
}

const sign = (procedureId: number, payload: object, token = nurse.token) =>
  t.api({
    method: 'POST',
    url: `/procedures/${procedureId}/consents`,
    token,
    payload,
    headers: { 'user-agent': 'Tablet Browser/1.0' },
  });

const setStatus = (procedureId: number, status: string) =>
  t.api({ method: 'PATCH', url: `/procedures/${procedureId}/status?status=${status}`, token: nurse.token });

async function downloadPdf(consentId: number, token = nurse.token) {
  const link = await t.api({ method: 'GET', url: `/consents/${consentId}/pdf`, token });
  expect(link.statusCode, link.body).toBe(200);
  const file = await t.app.inject({ method: 'GET', url: link.json().url });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  return file.rawPayload;
}

const GATE = { detail: CONSENT_MESSAGES.consentRequired };

describe('consent templates', () => {
  it('makes a new version on edit, and a signed consent keeps the text it was signed on', async () => {
    const template = await createTemplate({ body: 'Original text' });
    expect(template.version).toBe(1);
    const procedure = await scheduledProcedure(template.procedure_names[0]!);
    const signed = await sign(procedure.id, buildSignature(template.id));
    expect(signed.statusCode, signed.body).toBe(200);

    const edited = await t.api({
      method: 'PUT',
      url: `/consent-templates/${template.id}`,
      token: admin.token,
      payload: { title: 'Renamed', body: 'New text', procedure_names: template.procedure_names },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: template.id, version: 2, title: 'Renamed', body: 'New text' });

    const consents = (
      await t.api({ method: 'GET', url: `/procedures/${procedure.id}/consents`, token: nurse.token })
    ).json();
    expect(consents.items).toEqual([
      expect.objectContaining({ template_id: template.id, template_version: 1, template_title: `Consent ${sequence}` }),
    ]);
    const versions = await t.database.db
      .select({ version: consentTemplateVersions.version, body: consentTemplateVersions.body })
      .from(consentTemplateVersions)
      .where(eq(consentTemplateVersions.templateId, template.id));
    expect(versions).toEqual(
      expect.arrayContaining([
        { version: 1, body: 'Original text' },
        { version: 2, body: 'New text' },
      ]),
    );
    const pdf = await PDFDocument.load(await downloadPdf(signed.json().id));
    expect(pdf.getTitle()).toBe(`Consent ${sequence} (version 1)`);
  });

  it('retires a template, which then gates nothing and cannot be edited or signed', async () => {
    const template = await createTemplate();
    const retired = await t.api({
      method: 'POST',
      url: `/consent-templates/${template.id}/retire`,
      token: admin.token,
    });
    expect(retired.statusCode).toBe(200);
    expect(retired.json().retired_at).not.toBeNull();
    const edit = await t.api({
      method: 'PUT',
      url: `/consent-templates/${template.id}`,
      token: admin.token,
      payload: { title: 'Again', body: 'Text' },
    });
    expect(edit.statusCode).toBe(409);
    expect((await createProcedure(template.procedure_names[0]!, 'ongoing')).statusCode).toBe(200);
    const procedure = await scheduledProcedure(template.procedure_names[0]!);
    expect((await sign(procedure.id, buildSignature(template.id))).statusCode).toBe(409);
    const list = (await t.api({ method: 'GET', url: '/consent-templates', token: nurse.token })).json();
    expect(list).toContainEqual(expect.objectContaining({ id: template.id, retired_at: expect.any(String) }));
  });
});

describe('signing a consent', () => {
  it('stores a PDF whose SHA-256 matches on download, and records it in the patient history', async () => {
    const renamed = await t.api({
      method: 'PUT',
      url: '/clinic-settings',
      token: superadmin.token,
      payload: { name: 'Glow Aesthetic Clinic' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const template = await createTemplate();
    const procedure = await scheduledProcedure(template.procedure_names[0]!);
    const response = await sign(procedure.id, buildSignature(template.id, { photo_release: 'record_and_marketing' }));
    expect(response.statusCode, response.body).toBe(200);
    const consent = response.json();
    expect(consent).toMatchObject({
      procedure_id: procedure.id,
      signer_name: 'Ana Reyes',
      photo_release: 'record_and_marketing',
      signed_by: 'Nurse Joy',
      revoked_at: null,
    });
    const bytes = await downloadPdf(consent.id);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(textOf(bytes)).toEqual(
      expect.arrayContaining([
        'Glow Aesthetic Clinic',
        `Consent ${sequence} (version 1)`,
        'Risks',
        'Bruising may occur.',
        'Photo release: Clinical record and marketing',
        'Patient: Ana Reyes',
        expect.stringMatching(/^Signed: .*GMT\+8/),
        'Taken by: Nurse Joy',
        'Device address: 127.0.0.1',
        'Browser: Tablet Browser/1.0',
      ]),
    );
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(consent.sha256);

    const history = await t.api({
      method: 'GET',
      url: `/patients/${procedure.patient_id}/history/changes`,
      token: admin.token,
    });
    expect(history.json().items).toContainEqual(
      expect.objectContaining({
        entity: 'consent',
        action: 'sign',
        subject: template.procedure_names[0]!.replace('Treatment', 'Consent'),
      }),
    );
    const downloads = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entity, 'consent'));
    expect(downloads.map((row) => row.action)).toContain('download');
  });

  it('names the staff member by the full name an administrator gave, else by the e-mail', async () => {
    const nameless = await t.signIn('NURSE', { fullName: null });
    const template = await createTemplate();
    const takenBy = async () => {
      const procedure = await scheduledProcedure(template.procedure_names[0]!);
      const signed = await sign(procedure.id, buildSignature(template.id), nameless.token);
      expect(signed.statusCode, signed.body).toBe(200);
      const history = await t.api({
        method: 'GET',
        url: `/patients/${procedure.patient_id}/history/changes`,
        token: admin.token,
      });
      const line = history.json().items.find((item: { entity: string }) => item.entity === 'consent');
      return { pdf: textOf(await downloadPdf(signed.json().id)), historyName: line.user_name };
    };
    const before = await takenBy();
    expect(before.pdf).toContain(`Taken by: ${nameless.user.email}`);
    expect(before.historyName).toBe(nameless.user.email);

    const named = await t.api({
      method: 'PUT',
      url: `/users/${nameless.user.id}`,
      token: admin.token,
      payload: { full_name: '  Liza Soriano ' },
    });
    expect(named.statusCode, named.body).toBe(200);
    const after = await takenBy();
    expect(after.pdf).toContain('Taken by: Liza Soriano');
    expect(after.historyName).toBe('Liza Soriano');
  });

  it('refuses a signature that is not a PNG by content, or too large', async () => {
    const template = await createTemplate();
    const procedure = await scheduledProcedure(template.procedure_names[0]!);
    const jpeg = `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).toString('base64')}`;
    const fakePng = `data:image/png;base64,${Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(40, 7)]).toString('base64')}`;
    const huge = `data:image/png;base64,${Buffer.alloc(300 * 1024, 1).toString('base64')}`;
    for (const signature of [jpeg, fakePng, huge, 'data:image/jpeg;base64,AAAA']) {
      const response = await sign(procedure.id, buildSignature(template.id, { signature }));
      expect(response.statusCode, response.body).toBe(422);
    }
    const listed = await t.api({ method: 'GET', url: `/procedures/${procedure.id}/consents`, token: nurse.token });
    expect(listed.json().items).toEqual([]);
  });

  it('refuses a signature declaring 20000×20000 by its header, before decoding it', async () => {
    const template = await createTemplate();
    const procedure = await scheduledProcedure(template.procedure_names[0]!);
    const bomb = await pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024);
    const response = await sign(procedure.id, buildSignature(template.id, { signature: pngDataUrl(bomb) }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: CONSENT_MESSAGES.signatureTooManyPixels });
    const listed = await t.api({ method: 'GET', url: `/procedures/${procedure.id}/consents`, token: nurse.token });
    expect(listed.json().items).toEqual([]);
  });

  it("needs the witness's name and signature when the template asks for a witness", async () => {
    const template = await createTemplate({ witness_required: true });
    const procedure = await scheduledProcedure(template.procedure_names[0]!);
    const without = await sign(procedure.id, buildSignature(template.id));
    expect(without.statusCode).toBe(422);
    expect(without.json().detail).toBe(CONSENT_MESSAGES.witnessRequired);
    const withWitness = await sign(
      procedure.id,
      buildSignature(template.id, { witness_name: 'Maria Santos', witness_signature: SIGNATURE }),
    );
    expect(withWitness.statusCode, withWitness.body).toBe(200);
    expect(withWitness.json().witness_name).toBe('Maria Santos');
    expect(textOf(await downloadPdf(withWitness.json().id))).toContain('Witness: Maria Santos');
  });

  it('revokes with a reason, kept on the consent, and never twice', async () => {
    const template = await createTemplate();
    const procedure = await scheduledProcedure(template.procedure_names[0]!);
    const consent = (await sign(procedure.id, buildSignature(template.id))).json();
    const revoke = (reason: string) =>
      t.api({ method: 'POST', url: `/consents/${consent.id}/revoke`, token: nurse.token, payload: { reason } });
    expect((await revoke('')).statusCode).toBe(422);
    const revoked = await revoke('Patient changed her mind');
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ revoke_reason: 'Patient changed her mind', revoked_by: 'Nurse Joy' });
    expect((await revoke('Again')).statusCode).toBe(409);
    expect((await downloadPdf(consent.id)).length).toBeGreaterThan(0);
  });
});

describe('the consent gate', () => {
  it('refuses creating a gated procedure as ongoing or completed', async () => {
    const template = await createTemplate();
    for (const status of ['ongoing', 'completed']) {
      const response = await createProcedure(template.procedure_names[0]!, status);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(GATE);
    }
    expect((await createProcedure(template.procedure_names[0]!, 'cancelled')).statusCode).toBe(200);
  });

  it('refuses starting by status change or edit until signed, and again once revoked', async () => {
    const template = await createTemplate();
    const procedure = await scheduledProcedure(template.procedure_names[0]!);
    const put = (payload: object) =>
      t.api({ method: 'PUT', url: `/procedures/${procedure.id}`, token: nurse.token, payload });

    expect((await setStatus(procedure.id, 'ongoing')).json()).toEqual(GATE);
    expect((await setStatus(procedure.id, 'completed')).statusCode).toBe(409);
    const edit = await put({ status: 'ongoing' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual(GATE);
    const required = (
      await t.api({ method: 'GET', url: `/procedures/${procedure.id}/consents`, token: nurse.token })
    ).json();
    expect(required).toMatchObject({ consent_required: true, required_template_ids: [template.id] });

    const consent = (await sign(procedure.id, buildSignature(template.id))).json();
    // A signature on an earlier version still counts after the template is edited.
    await t.api({
      method: 'PUT',
      url: `/consent-templates/${template.id}`,
      token: admin.token,
      payload: { title: 'Edited', body: 'Edited text', procedure_names: template.procedure_names },
    });
    expect((await setStatus(procedure.id, 'ongoing')).statusCode).toBe(200);
    await t.api({
      method: 'POST',
      url: `/consents/${consent.id}/revoke`,
      token: nurse.token,
      payload: { reason: 'Wrong patient' },
    });
    expect((await put({ status: 'completed' })).json()).toEqual(GATE);
    expect((await sign(procedure.id, buildSignature(template.id))).statusCode).toBe(200);
    expect((await put({ status: 'completed' })).statusCode).toBe(200);
  });

  it('refuses renaming a started procedure to a name that needs a consent', async () => {
    const template = await createTemplate();
    const started = await createProcedure(`Unlisted ${sequence}`, 'ongoing');
    expect(started.statusCode).toBe(200);
    const rename = await t.api({
      method: 'PUT',
      url: `/procedures/${started.json().id}`,
      token: nurse.token,
      payload: { name: template.procedure_names[0] },
    });
    expect(rename.json()).toEqual(GATE);
  });

  it('never gates a medicine refill', async () => {
    await createTemplate({ procedure_names: [PROCEDURE_MESSAGES.medicineRefillName] });
    const refill = await createProcedure(PROCEDURE_MESSAGES.medicineRefillName, 'completed');
    expect(refill.statusCode, refill.body).toBe(200);
  });
});

describe('archive and restore', () => {
  it("carries the patient's consents and keeps their PDFs byte for byte", async () => {
    const template = await createTemplate();
    const procedure = await scheduledProcedure(template.procedure_names[0]!);
    const first = (await sign(procedure.id, buildSignature(template.id))).json();
    await t.api({
      method: 'POST',
      url: `/consents/${first.id}/revoke`,
      token: nurse.token,
      payload: { reason: 'Redo' },
    });
    const second = (await sign(procedure.id, buildSignature(template.id, { photo_release: 'none' }))).json();
    const before = [await downloadPdf(first.id), await downloadPdf(second.id)];
    const listBefore = (
      await t.api({ method: 'GET', url: `/procedures/${procedure.id}/consents`, token: nurse.token })
    ).json();

    const archived = await t.api({
      method: 'DELETE',
      url: `/patients/${procedure.patient_id}`,
      token: superadmin.token,
    });
    expect(archived.statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: `/consents/${first.id}/pdf`, token: nurse.token })).statusCode).toBe(404);
    const restored = await t.api({
      method: 'POST',
      url: `/patients/archived/${procedure.patient_id}/restore`,
      token: superadmin.token,
    });
    expect(restored.statusCode, restored.body).toBe(200);

    const listAfter = (
      await t.api({ method: 'GET', url: `/procedures/${procedure.id}/consents`, token: nurse.token })
    ).json();
    expect(listAfter).toEqual(listBefore);
    const after = [await downloadPdf(first.id), await downloadPdf(second.id)];
    expect(after[0]!.equals(before[0]!)).toBe(true);
    expect(after[1]!.equals(before[1]!)).toBe(true);
  });
});

describe('confirming the staff password', () => {
  it('answers whether the password is the signed-in account’s', async () => {
    const verify = (password: string) =>
      t.api({ method: 'POST', url: '/auth/verify-password', token: nurse.token, payload: { password } });
    expect((await verify(nurse.password)).statusCode).toBe(200);
    const wrong = await verify('not the password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe(CONSENT_MESSAGES.wrongPassword);
  });
});
