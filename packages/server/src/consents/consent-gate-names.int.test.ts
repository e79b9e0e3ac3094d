import { beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES } from '@clinic/contracts';
import { buildProcedureInput } from '@clinic/contracts/testing';
import { createPatient } from '../testing/patient-files.ts';
import { buildSignature } from '../testing/consent-signing.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let admin: SignedInUser;
let nurse: SignedInUser;
let patientId: number;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
  nurse = await t.signIn('NURSE');
  patientId = (await createPatient(t, admin.token)).id;
});

const GATE = { detail: CONSENT_MESSAGES.consentRequired };
/** How staff type a gated name: case, spaces, accents and words around it. */
const TYPED_VARIANTS = (name: string) => [name.toLowerCase(), ` ${name.toUpperCase()} `, `${name} - forehead`];

async function createTemplate(title: string, procedureNames: string[] = []) {
  const response = await t.api({
    method: 'POST',
    url: '/consent-templates',
    token: admin.token,
    payload: { title, body: 'Risks were explained to me.', procedure_names: procedureNames },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

const startNow = (name: string) =>
  t.api({
    method: 'POST',
    url: '/procedures/',
    token: nurse.token,
    payload: buildProcedureInput(patientId, { name, status: 'ongoing' }),
  });

async function scheduled(name: string) {
  const response = await t.api({
    method: 'POST',
    url: '/procedures/',
    token: nurse.token,
    payload: buildProcedureInput(patientId, { name, status: 'scheduled' }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; service_id: number | null };
}

const setStatus = (id: number, status: string) =>
  t.api({ method: 'PATCH', url: `/procedures/${id}/status?status=${status}`, token: nurse.token });

describe("the consent gate, through a service's consent templates", () => {
  let templateId: number;
  beforeAll(async () => {
    templateId = await createTemplate('Botulinum toxin consent');
    const service = await t.api({
      method: 'POST',
      url: '/services',
      token: admin.token,
      payload: { name: 'Botox', category: 'injectable', duration_minutes: 30, consent_template_ids: [templateId] },
    });
    expect(service.statusCode, service.body).toBe(200);
  });

  it('refuses every way of typing the name, and Bótox, without a consent', async () => {
    for (const name of [...TYPED_VARIANTS('Botox'), 'Bótox', 'BOTOX. Crow’s feet']) {
      const response = await startNow(name);
      expect(response.statusCode, name).toBe(409);
      expect(response.json()).toEqual(GATE);
      const procedure = await scheduled(name);
      expect((await setStatus(procedure.id, 'ongoing')).statusCode, name).toBe(409);
    }
  });

  it('gates a procedure linked to the service whatever its name, until the consent is signed', async () => {
    const services = (await t.api({ method: 'GET', url: '/services', token: nurse.token })).json().items;
    const botox = services.find((service: { name: string }) => service.name === 'Botox');
    const procedure = await t.api({
      method: 'POST',
      url: '/procedures/',
      token: nurse.token,
      payload: {
        ...buildProcedureInput(patientId, { name: 'Forehead lines', status: 'scheduled' }),
        service_id: botox.id,
      },
    });
    const { id } = procedure.json();
    const consents = await t.api({ method: 'GET', url: `/procedures/${id}/consents`, token: nurse.token });
    expect(consents.json()).toMatchObject({ required_template_ids: [templateId], consent_required: true });
    expect((await setStatus(id, 'ongoing')).json()).toEqual(GATE);

    const signed = await t.api({
      method: 'POST',
      url: `/procedures/${id}/consents`,
      token: nurse.token,
      payload: buildSignature(templateId),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await setStatus(id, 'ongoing')).statusCode).toBe(200);
  });

  it('lets a name that merely holds the letters start: Botoxin is not Botox', async () => {
    const response = await startNow('Botoxin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().service_id).toBeNull();
  });
});

describe("the consent gate, through a template's procedure names", () => {
  beforeAll(async () => {
    await createTemplate('Chemical peel consent', ['Chemical Peel']);
  });

  it('refuses every way of typing a listed name, and Chémical Peel, without a consent', async () => {
    for (const name of [...TYPED_VARIANTS('Chemical Peel'), 'Chémical  peel', 'chemical-peel']) {
      const response = await startNow(name);
      expect(response.statusCode, name).toBe(409);
      expect(response.json()).toEqual(GATE);
    }
  });

  it('does not take letters inside a word, or the words apart, for the name', async () => {
    for (const name of ['Chemical Peeling', 'Peel, chemical']) {
      expect((await startNow(name)).statusCode, name).toBe(200);
    }
  });

  it('gates a procedure whose service is named in the template, whatever the procedure is called', async () => {
    const service = await t.api({
      method: 'POST',
      url: '/services',
      token: admin.token,
      payload: { name: 'chemical peel', category: 'skin_treatment', duration_minutes: 45 },
    });
    const response = await t.api({
      method: 'POST',
      url: '/procedures/',
      token: nurse.token,
      payload: {
        ...buildProcedureInput(patientId, { name: 'Glow session', status: 'ongoing' }),
        service_id: service.json().id,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(GATE);
  });
});
