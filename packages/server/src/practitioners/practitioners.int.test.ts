import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRACTITIONER_MESSAGES, ROLES, SIGNATURE_MESSAGES, can } from '@clinic/contracts';
import { SIGNATURE_PNG, buildPractitionerInput } from '@clinic/contracts/testing';
import { auditEvents } from '../db/schema/index.ts';
import { useFileFixture } from '../testing/file-fixture.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();
const admin = useFileFixture(() => t.signIn('ADMIN'));
const staff = useFileFixture(() => t.signIn('STAFF'));

const roster = async () => {
  const response = await t.api({ method: 'GET', url: '/practitioners', token: staff.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { user_id: number; display_name: string; on_roster: boolean }[];
};
const save = (userId: number, payload: object, token = admin.token) =>
  t.api({ method: 'PUT', url: `/practitioners/${userId}`, token, payload });

describe('the roster', () => {
  it('lists active doctors and marked practitioners, never a deactivated doctor or an unmarked nurse', async () => {
    const reyes = await t.signIn('DOCTOR', { fullName: 'Maria Reyes' });
    const titled = await t.signIn('DOCTOR', { fullName: 'Dra. Ana Cruz' });
    const nameless = await t.signIn('DOCTOR', { fullName: null });
    const gone = await t.signIn('DOCTOR', { fullName: 'Jose Gone', isActive: false });
    const nurse = await t.signIn('NURSE', { fullName: 'Joy Santos' });
    const aesthetician = await t.signIn('NURSE', { fullName: 'Carla Lim' });
    expect(
      (await save(aesthetician.user.id, { display_name: 'Carla Lim, RN', is_practitioner: true })).statusCode,
    ).toBe(200);

    const listed = await roster();
    const ids = listed.map((practitioner) => practitioner.user_id);
    expect(ids).toEqual(
      expect.arrayContaining([reyes.user.id, titled.user.id, nameless.user.id, aesthetician.user.id]),
    );
    expect(ids).not.toContain(gone.user.id);
    expect(ids).not.toContain(nurse.user.id);
    expect(listed.every((practitioner) => practitioner.on_roster)).toBe(true);
    const nameOf = (id: number) => listed.find((practitioner) => practitioner.user_id === id)?.display_name;
    // Without a profile a doctor is printed by name with the title, once, else by e-mail.
    expect(nameOf(reyes.user.id)).toBe('Dr. Maria Reyes');
    expect(nameOf(titled.user.id)).toBe('Dra. Ana Cruz');
    expect(nameOf(nameless.user.id)).toBe(nameless.user.email);
    expect(nameOf(aesthetician.user.id)).toBe('Carla Lim, RN');

    const unmarked = await save(aesthetician.user.id, { display_name: 'Carla Lim, RN', is_practitioner: false });
    expect(unmarked.json()).toMatchObject({ on_roster: false });
    expect((await roster()).map((practitioner) => practitioner.user_id)).not.toContain(aesthetician.user.id);
  });
});

describe('a practitioner profile', () => {
  it('is written by the practitioner themself, who cannot mark or edit anyone', async () => {
    const doctor = await t.signIn('DOCTOR', { fullName: 'Maria Reyes' });
    const nurse = await t.signIn('NURSE');
    const own = await save(
      doctor.user.id,
      { display_name: ' Dr. Maria Reyes-Santos ', answers_to: ['Dr Reyes'] },
      doctor.token,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({
      user_id: doctor.user.id,
      display_name: 'Dr. Maria Reyes-Santos',
      role: 'DOCTOR',
      answers_to: ['Dr Reyes'],
      is_practitioner: false,
      on_roster: true,
      printed_name: 'Dr. Maria Reyes-Santos',
      specialty: null,
      prc_number: null,
      prc_valid_until: null,
      ptr_number: null,
      ptr_year: null,
      s2_number: null,
      letterhead_lines: [],
      signature: null,
    });
    const read = await t.api({ method: 'GET', url: `/practitioners/${doctor.user.id}`, token: nurse.token });
    expect(read.json()).toMatchObject({ display_name: 'Dr. Maria Reyes-Santos' });

    const other = await save(doctor.user.id, { display_name: 'Dr. Someone' }, nurse.token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: PRACTITIONER_MESSAGES.notYours });
    const marking = await save(nurse.user.id, { display_name: 'Nurse', is_practitioner: true }, nurse.token);
    expect(marking.statusCode).toBe(403);
    expect(marking.json()).toEqual({ detail: PRACTITIONER_MESSAGES.markByAdministrator });
    expect((await roster()).map((practitioner) => practitioner.user_id)).not.toContain(nurse.user.id);
  });

  it.each(ROLES)('is written by %s for its own account with practitioner.read', async (role) => {
    const caller = await t.signIn(role);
    const response = await save(caller.user.id, { display_name: `Dr. ${role}` }, caller.token);
    // The kiosk account is nobody's practitioner: refused before its profile is looked for.
    expect(response.statusCode, response.body).toBe(can(role, 'practitioner.read') ? 200 : 403);
  });

  it('refuses a blank printed name, an unknown user and the kiosk account', async () => {
    const doctor = await t.signIn('DOCTOR');
    const kiosk = await t.signIn('KIOSK');
    const blank = await save(doctor.user.id, { display_name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(JSON.stringify(blank.json().detail)).toContain(PRACTITIONER_MESSAGES.displayNameRequired);
    for (const id of [9_999_999, kiosk.user.id]) {
      const missing = await save(id, { display_name: 'Dr. Nobody' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: PRACTITIONER_MESSAGES.notFound });
    }
    expect((await t.api({ method: 'GET', url: '/practitioners/abc', token: admin.token })).statusCode).toBe(422);
  });
});

describe('the licences, letterhead and signature', () => {
  const read = async (userId: number, token = staff.token) => {
    const response = await t.api({ method: 'GET', url: `/practitioners/${userId}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Record<string, unknown>;
  };

  it('are written by the doctor, read back with the signature, and audited without the image', async () => {
    const doctor = await t.signIn('DOCTOR', { fullName: 'Maria Reyes' });
    const input = buildPractitionerInput();
    const saved = await save(doctor.user.id, input, doctor.token);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      user_id: doctor.user.id,
      printed_name: 'Dr. Maria Reyes, FPDS',
      display_name: 'Dr. Maria Reyes, FPDS',
      specialty: 'Dermatology',
      prc_number: '0123456',
      prc_valid_until: '2028-03-15',
      ptr_number: '8123456',
      ptr_year: 2026,
      s2_number: 'S2-04567',
      letterhead_lines: ['Suite 301, Medical Arts Building', 'Makati City · (02) 8123 4567'],
      signature: SIGNATURE_PNG,
    };
    expect(saved.json()).toMatchObject(expected);
    expect(await read(doctor.user.id)).toMatchObject(expected);
    // The roster is read by every schedule: it names the licences but leaves the image out.
    const listed = (await roster()).find((practitioner) => practitioner.user_id === doctor.user.id);
    expect(listed).toMatchObject({ prc_number: '0123456', ptr_year: 2026 });
    expect(listed).not.toHaveProperty('signature');

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'practitioner'), eq(auditEvents.entityId, String(doctor.user.id))));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'update',
      actorUserId: doctor.user.id,
      changes: { printed_name: 'Dr. Maria Reyes, FPDS', prc_number: '0123456', ptr_year: 2026, signature: 'saved' },
    });
    expect(JSON.stringify(events[0]!.changes)).not.toContain('base64');
  });

  it("refuses another doctor; an administrator edits anyone's, and a name alone keeps the rest", async () => {
    const doctor = await t.signIn('DOCTOR', { fullName: 'Ana Cruz' });
    const colleague = await t.signIn('DOCTOR', { fullName: 'Jose Lim' });
    expect((await save(doctor.user.id, buildPractitionerInput(), doctor.token)).statusCode).toBe(200);

    const refused = await save(doctor.user.id, buildPractitionerInput({ prc_number: '999' }), colleague.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: PRACTITIONER_MESSAGES.notYours });
    expect(await read(doctor.user.id)).toMatchObject({ prc_number: '0123456' });

    const renamed = await save(doctor.user.id, { display_name: 'Dra. Ana Cruz' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      printed_name: 'Dra. Ana Cruz',
      display_name: 'Dra. Ana Cruz',
      prc_number: '0123456',
      signature: SIGNATURE_PNG,
    });

    const cleared = await save(doctor.user.id, {
      printed_name: 'Dra. Ana Cruz',
      s2_number: '',
      letterhead_lines: [],
      signature: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ s2_number: null, letterhead_lines: [], signature: null, ptr_year: 2026 });
  });

  it('answers 422 naming each field it refuses, and changes nothing', async () => {
    const doctor = await t.signIn('DOCTOR', { fullName: 'Carla Tan' });
    const refused = await save(
      doctor.user.id,
      buildPractitionerInput({
        prc_number: '12-AB',
        prc_valid_until: '2026-02-30',
        ptr_year: 1999,
        s2_number: 'S2 #1',
        signature: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      }),
      doctor.token,
    );
    expect(refused.statusCode).toBe(422);
    const issues = refused.json().detail as { loc: (string | number)[]; msg: string }[];
    const messageAt = (field: string) => issues.find((issue) => issue.loc.join('.') === `body.${field}`)?.msg;
    expect(messageAt('prc_number')).toBe(PRACTITIONER_MESSAGES.prcNumberInvalid);
    expect(messageAt('prc_valid_until')).toBe(PRACTITIONER_MESSAGES.dateInvalid);
    expect(messageAt('ptr_year')).toBe(PRACTITIONER_MESSAGES.ptrYearInvalid);
    expect(messageAt('s2_number')).toBe(PRACTITIONER_MESSAGES.s2NumberInvalid);
    expect(messageAt('signature')).toBe(SIGNATURE_MESSAGES.invalid);

    const differing = await save(doctor.user.id, { printed_name: 'Dr. Carla Tan', display_name: 'Dr. C. Tan' });
    expect(differing.statusCode).toBe(422);
    expect(differing.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'display_name'], msg: PRACTITIONER_MESSAGES.namesDiffer }),
    ]);

    // Shaped like a PNG data URL, but its bytes are not a PNG.
    const notPng = await save(
      doctor.user.id,
      buildPractitionerInput({ signature: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}` }),
      doctor.token,
    );
    expect(notPng.statusCode).toBe(422);
    expect(notPng.json()).toEqual({ detail: SIGNATURE_MESSAGES.invalid });
    expect(await read(doctor.user.id)).toMatchObject({
      prc_number: null,
      signature: null,
      printed_name: 'Dr. Carla Tan',
    });
  });
});
