import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CLINIC_SETTINGS_MESSAGES } from '@clinic/contracts';
import { auditEvents, clinicSettings } from '../db/schema/index.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp({ environment: { CLINIC_NAME: 'Sunrise Aesthetic Clinic' } });
let owner: string;
let nurse: string;
beforeAll(async () => {
  owner = (await t.signIn('SUPERADMIN', { fullName: 'Owner Santos' })).token;
  nurse = (await t.signIn('NURSE')).token;
});

const save = (payload: Record<string, unknown>, token = owner) =>
  t.api({ method: 'PUT', url: '/clinic-settings', token, payload });

describe('clinic settings', () => {
  it('start from CLINIC_NAME, with no address, phone or e-mail yet', async () => {
    const response = await t.api({ method: 'GET', url: '/clinic-settings', token: nurse });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Sunrise Aesthetic Clinic',
      address: null,
      phone: null,
      email: null,
      registered_name: null,
      trade_name: null,
      tin: null,
      registered_address: null,
      vat_status: 'vat',
      invoice_footer_lines: [],
    });
  });

  it('are saved by the owner, read by every staff role, and the change is audited', async () => {
    const saved = await save({
      name: '  Glow Aesthetic Clinic ',
      address: '12 Rizal Avenue\nPoblacion, Makati City',
      phone: '(02) 8123 4567',
      email: 'hello@glow.example.com',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await t.api({ method: 'GET', url: '/clinic-settings', token: nurse });
    expect(read.json()).toMatchObject({
      name: 'Glow Aesthetic Clinic',
      address: '12 Rizal Avenue\nPoblacion, Makati City',
      phone: '(02) 8123 4567',
      email: 'hello@glow.example.com',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'clinic_settings'), eq(auditEvents.action, 'update')));
    expect(audit).toMatchObject({ entityId: '1', actorName: 'Owner Santos', actorRole: 'SUPERADMIN' });
    expect(audit!.changes).toEqual({
      name: { from: 'Sunrise Aesthetic Clinic', to: 'Glow Aesthetic Clinic' },
      address: { from: null, to: '12 Rizal Avenue\nPoblacion, Makati City' },
      phone: { from: null, to: '(02) 8123 4567' },
      email: { from: null, to: 'hello@glow.example.com' },
    });
  });

  it('clear a field left empty, and audit only what changed', async () => {
    const saved = await save({ name: 'Glow Aesthetic Clinic', address: '', phone: '(02) 8123 4567', email: '' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ address: null, email: null, phone: '(02) 8123 4567' });
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entity, 'clinic_settings'));
    expect(audits.at(-1)!.changes).toEqual({
      address: { from: '12 Rizal Avenue\nPoblacion, Makati City', to: null },
      email: { from: 'hello@glow.example.com', to: null },
    });
  });

  it('keep a field the save left out', async () => {
    const saved = await save({ name: 'Glow Aesthetic Clinic' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Glow Aesthetic Clinic', phone: '(02) 8123 4567' });
  });

  it('refuse a missing name or a bad phone with the field named, and keep the row as it was', async () => {
    const refused = await save({ name: ' ', phone: 'call us' });
    expect(refused.statusCode).toBe(422);
    const detail = refused.json().detail as { loc: string[]; msg: string }[];
    expect(detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'name'], msg: CLINIC_SETTINGS_MESSAGES.nameRequired }),
    );
    expect(detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'phone'], msg: CLINIC_SETTINGS_MESSAGES.phoneInvalid }),
    );
    const rows = await t.database.db.select().from(clinicSettings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Glow Aesthetic Clinic', phone: '(02) 8123 4567' });
  });

  it('sign the staff’s e-mails too, with the name, address and phone saved', async () => {
    await save({ name: 'Glow Aesthetic Clinic', address: '12 Rizal Avenue\nMakati City', phone: '(02) 8123 4567' });
    const staff = await t.signIn('STAFF');
    const asked = await t.api({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { email: staff.user.email },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await t.settled();
    const mail = t
      .outbox()
      .find((raw) => raw.includes(`To: ${staff.user.email}`))!
      .replace(/=\r?\n/g, '');
    expect(mail).toContain('Subject: Glow Aesthetic Clinic: reset your password');
    expect(mail).toMatch(/Glow Aesthetic Clinic\r?\n12 Rizal Avenue\r?\nMakati City\r?\nPhone: \(02\) 8123 4567/);
  });

  it('hold what an invoice prints, audited, and keep it when a later save leaves it out', async () => {
    const invoiceFields = {
      registered_name: 'Glow Aesthetic Clinic Corporation',
      trade_name: 'Glow Skin',
      tin: '123-456-789-00000',
      registered_address: '12 Rizal Avenue\nMakati City',
      vat_status: 'non_vat',
      invoice_footer_lines: ['  Acknowledgement No. 0123-ABCD-4567 ', '', 'Thank you'],
    };
    const saved = await save({ name: 'Glow Aesthetic Clinic', ...invoiceFields });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = { ...invoiceFields, invoice_footer_lines: ['Acknowledgement No. 0123-ABCD-4567', 'Thank you'] };
    expect(saved.json()).toMatchObject(stored);
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entity, 'clinic_settings'));
    expect(audits.at(-1)!.changes).toEqual({
      registered_name: { from: null, to: 'Glow Aesthetic Clinic Corporation' },
      trade_name: { from: null, to: 'Glow Skin' },
      tin: { from: null, to: '123-456-789-00000' },
      registered_address: { from: null, to: '12 Rizal Avenue\nMakati City' },
      vat_status: { from: 'vat', to: 'non_vat' },
      invoice_footer_lines: { from: [], to: stored.invoice_footer_lines },
    });
    const kept = await save({ name: 'Glow Aesthetic Clinic', phone: '(02) 8123 4567' });
    expect(kept.json()).toMatchObject(stored);
    await save({ name: 'Glow Aesthetic Clinic', vat_status: 'vat' });
  });

  it.each([
    ['a TIN without its branch code', { tin: '123-456-789' }, 'tin', CLINIC_SETTINGS_MESSAGES.tinInvalid],
    ['a TIN of letters', { tin: 'ABC-456-789-00000' }, 'tin', CLINIC_SETTINGS_MESSAGES.tinInvalid],
    ['an unknown VAT status', { vat_status: 'exempt' }, 'vat_status', undefined],
    [
      'six footer lines',
      { invoice_footer_lines: ['1', '2', '3', '4', '5', '6'] },
      'invoice_footer_lines',
      CLINIC_SETTINGS_MESSAGES.tooManyFooterLines,
    ],
  ])('refuse %s and change nothing', async (_, payload, field, message) => {
    const refused = await save({ name: 'Changed Name', ...payload });
    expect(refused.statusCode).toBe(422);
    const detail = refused.json().detail as { loc: string[]; msg: string }[];
    expect(detail).toContainEqual(
      expect.objectContaining({ loc: ['body', field], ...(message ? { msg: message } : {}) }),
    );
    const [row] = await t.database.db.select().from(clinicSettings);
    expect(row).toMatchObject({ name: 'Glow Aesthetic Clinic', tin: '123-456-789-00000' });
  });

  it('keep one row: the database refuses a second', async () => {
    await expect(t.database.db.insert(clinicSettings).values({ id: 2, name: 'Second' })).rejects.toThrow();
  });
});
