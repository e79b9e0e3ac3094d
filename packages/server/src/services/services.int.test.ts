import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES, type ServiceInput } from '@clinic/contracts';
import { buildProcedureInput } from '@clinic/contracts/testing';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../db/schema/index.ts';
import { createPatient } from '../testing/patient-files.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let admin: SignedInUser;
let doctor: SignedInUser;
let patientId: number;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
  doctor = await t.signIn('DOCTOR');
  patientId = (await createPatient(t, admin.token)).id;
});

const service = (overrides: Partial<ServiceInput> = {}): ServiceInput => ({
  name: 'Hydrafacial',
  category: 'facial',
  duration_minutes: 60,
  ...overrides,
});

const createService = (payload: object, token = admin.token) =>
  t.api({ method: 'POST', url: '/services', token, payload });

const createProcedure = (overrides: object) =>
  t.api({
    method: 'POST',
    url: '/procedures/',
    token: doctor.token,
    payload: { ...buildProcedureInput(patientId), ...overrides },
  });

describe('services', () => {
  it('adds a service with its defaults, lists it and saves a change, audited', async () => {
    const created = await createService(service({ name: 'Diamond Peel' }));
    expect(created.statusCode, created.body).toBe(200);
    const added = created.json();
    expect(added).toMatchObject({
      name: 'Diamond Peel',
      category: 'facial',
      duration_minutes: 60,
      consent_template_ids: [],
      uses_stock: false,
      active: true,
    });

    const changed = await t.api({
      method: 'PUT',
      url: `/services/${added.id}`,
      token: admin.token,
      payload: service({ name: 'Diamond Peel', duration_minutes: 45, uses_stock: true, active: false }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ duration_minutes: 45, uses_stock: true, active: false });

    const list = await t.api({ method: 'GET', url: '/services', token: doctor.token });
    expect(list.json().items).toContainEqual(expect.objectContaining({ id: added.id, active: false }));

    const audit = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'service'), eq(auditEvents.entityId, String(added.id))));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
  });

  it('refuses a second service whose name folds to the same, on create and on rename', async () => {
    expect((await createService(service({ name: 'Botox' }))).statusCode).toBe(200);
    for (const name of ['botox', ' BOTOX ', 'Bótox', 'Botox.']) {
      const again = await createService(service({ name }));
      expect(again.statusCode, name).toBe(409);
      expect(again.json()).toEqual({ detail: SERVICE_MESSAGES.duplicateName });
    }
    const other = (await createService(service({ name: 'Microneedling' }))).json();
    const renamed = await t.api({
      method: 'PUT',
      url: `/services/${other.id}`,
      token: admin.token,
      payload: service({ name: 'BOTOX' }),
    });
    expect(renamed.statusCode).toBe(409);
  });

  it('answers 422 in the error shape for a bad payload, an unknown template, and 404 for an unknown service', async () => {
    const bad = await createService({ name: '', category: 'spa', duration_minutes: 0 });
    expect(bad.statusCode).toBe(422);
    const locations = (bad.json().detail as { loc: string[] }[]).map((issue) => issue.loc.at(-1));
    expect(locations).toEqual(expect.arrayContaining(['name', 'category', 'duration_minutes']));

    const unknownTemplate = await createService(service({ name: 'Thread lift', consent_template_ids: [999_999] }));
    expect(unknownTemplate.statusCode).toBe(422);
    expect(unknownTemplate.json()).toEqual({ detail: SERVICE_MESSAGES.consentTemplateNotFound(999_999) });

    const missing = await t.api({ method: 'PUT', url: '/services/999999', token: admin.token, payload: service() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: SERVICE_MESSAGES.notFound });
  });
});

describe('the price list', () => {
  it('keeps a service price, tax class and senior/PWD eligibility, and a product selling price', async () => {
    const defaults = (await createService(service({ name: 'Consultation', category: 'consultation' }))).json();
    expect(defaults).toMatchObject({
      price: '0.00',
      tax_class: 'vatable',
      senior_pwd_eligible: false,
      senior_pwd_note: '',
    });
    const priced = await t.api({
      method: 'PUT',
      url: `/services/${defaults.id}`,
      token: admin.token,
      payload: service({
        name: 'Consultation',
        category: 'consultation',
        price: '1120.5',
        tax_class: 'vat_exempt',
        senior_pwd_eligible: true,
        senior_pwd_note: 'Medical consultation',
      }),
    });
    expect(priced.json()).toMatchObject({
      price: '1120.50',
      tax_class: 'vat_exempt',
      senior_pwd_eligible: true,
      senior_pwd_note: 'Medical consultation',
    });
    const badPrice = await createService(service({ name: 'Peel', price: '12.345', tax_class: 'luxury' as never }));
    expect(badPrice.statusCode).toBe(422);
    const locations = (badPrice.json().detail as { loc: string[] }[]).map((issue) => issue.loc.at(-1));
    expect(locations).toEqual(expect.arrayContaining(['price', 'tax_class']));

    const product = await t.api({
      method: 'POST',
      url: '/products',
      token: admin.token,
      payload: { name: 'Sunscreen SPF 50', category: 'topical', unit: 'piece', selling_price: '850', billable: true },
    });
    expect(product.statusCode, product.body).toBe(200);
    expect(product.json()).toMatchObject({ selling_price: '850.00', tax_class: 'vatable', billable: true });
  });
});

describe("a procedure's service", () => {
  it('links by the folded name, returns service_id, and a chosen service wins', async () => {
    const laser = (await createService(service({ name: 'Laser Hair Removal', category: 'laser' }))).json();
    const typed = await createProcedure({ name: ' laser hair-removal ' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json()).toMatchObject({ name: 'laser hair-removal', service_id: laser.id });

    const free = await createProcedure({ name: 'Consultation about lasers' });
    expect(free.json().service_id).toBeNull();
    const chosen = await createProcedure({ name: 'Underarm session', service_id: laser.id });
    expect(chosen.json().service_id).toBe(laser.id);
    const read = await t.api({ method: 'GET', url: `/procedures/${chosen.json().id}`, token: doctor.token });
    expect(read.json().service_id).toBe(laser.id);

    const renamed = await t.api({
      method: 'PUT',
      url: `/procedures/${free.json().id}`,
      token: doctor.token,
      payload: { name: 'LASER HAIR REMOVAL' },
    });
    expect(renamed.json().service_id).toBe(laser.id);

    const unknown = await createProcedure({ name: 'Anything', service_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ detail: SERVICE_MESSAGES.notFound });
  });

  it('links procedures typed before the service existed when it is created or renamed', async () => {
    const before = (await createProcedure({ name: 'Carbon Laser Peel' })).json();
    const near = (await createProcedure({ name: 'Carbon Laser Peel touch-up' })).json();
    expect(before.service_id).toBeNull();
    const peel = (await createService(service({ name: 'carbon laser peel' }))).json();
    const linked = await t.api({ method: 'GET', url: `/procedures/${before.id}`, token: doctor.token });
    expect(linked.json().service_id).toBe(peel.id);
    const notLinked = await t.api({ method: 'GET', url: `/procedures/${near.id}`, token: doctor.token });
    expect(notLinked.json().service_id).toBeNull();

    const typedLater = (await createProcedure({ name: 'Skin Tag Removal' })).json();
    const other = (await createService(service({ name: 'Mole removal' }))).json();
    await t.api({
      method: 'PUT',
      url: `/services/${other.id}`,
      token: admin.token,
      payload: service({ name: 'Skin tag removal' }),
    });
    const relinked = await t.api({ method: 'GET', url: `/procedures/${typedLater.id}`, token: doctor.token });
    expect(relinked.json().service_id).toBe(other.id);
  });
});
