import { beforeAll, describe, expect, it } from 'vitest';
import { PATIENT_VALIDATION_MESSAGES as M, type Patient, type PatientListResponse } from '@clinic/contracts';
import { buildPatientInput } from '@clinic/contracts/testing';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { createPatient, sendPatient } from '../testing/patient-files.ts';

let admin: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
});

const messages = (body: { detail: { loc: (string | number)[]; msg: string }[] }) =>
  Object.fromEntries(body.detail.map((issue) => [issue.loc.join('.'), issue.msg]));

describe('POST /patients/', () => {
  it('creates a patient from multipart patient_in and answers it in full', async () => {
    const input = buildPatientInput({ phone_primary: '+63 917 123 4567' });
    const response = await sendPatient(t, { method: 'POST', url: '/patients/', token: admin.token, patientIn: input });
    expect(response.statusCode).toBe(200);
    const patient = response.json<Patient>();
    expect(patient).toMatchObject({
      first_name: input.first_name,
      phone_primary: '+639171234567',
      created_by_role: 'ADMIN',
      attachments: [],
      lifestyle: { tobacco_use: 'NO', alcohol_use: 'OCCASIONAL', civil_status: 'married' },
    });
    expect(patient.medical_history.asthma).toBe(true);
    const fetched = await t.api({ method: 'GET', url: `/patients/${patient.id}`, token: admin.token });
    expect(fetched.json()).toEqual(patient);
  });

  it("keeps the creator's role in created_by_role", async () => {
    const doctor = await t.signIn('DOCTOR');
    const patient = await createPatient(t, doctor.token);
    expect(patient.created_by_role).toBe('DOCTOR');
  });

  it('marks a kiosk registration with its role and answers only that patient', async () => {
    const kiosk = await t.signIn('KIOSK');
    const response = await sendPatient(t, {
      method: 'POST',
      url: '/patients/',
      token: kiosk.token,
      patientIn: buildPatientInput(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created_by_role: 'KIOSK' });
    expect(response.json()).not.toHaveProperty('items');
  });

  it('answers every rule of the new-patient form with its message', async () => {
    const response = await sendPatient(t, {
      method: 'POST',
      url: '/patients/',
      token: admin.token,
      patientIn: {
        date_of_birth: '2999-01-01',
        email: 'nope',
        phone_secondary: '12+3456',
        referral_source: { source: 'Billboard' },
        lifestyle: {},
        succeeding_consultations: [{ date: '2100-13-01', notes: 'x' }],
        surgeries: [{ procedure: 'x', date: '2999-01-01' }],
        medical_history: { other: 'x'.repeat(26) },
        allergies_specific: { other: 'x'.repeat(26) },
        emergency_contact: { phone: '123' },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(messages(response.json())).toEqual({
      'body.patient_in.first_name': 'First name is required',
      'body.patient_in.last_name': 'Last name is required',
      'body.patient_in.sex': 'Sex is required',
      'body.patient_in.date_of_birth': 'Please select a valid birth date (cannot be in the future)',
      'body.patient_in.email': 'Invalid email format',
      'body.patient_in.phone_secondary': 'Phone must be 6-14 digits, optional + at start',
      'body.patient_in.emergency_contact.phone': 'Phone must be 6-14 digits, optional + at start',
      'body.patient_in.referral_source.source': 'Invalid referral source',
      'body.patient_in.lifestyle.civil_status': 'Civil status is required',
      'body.patient_in.succeeding_consultations.0.date': 'Please select a valid date',
      'body.patient_in.surgeries.0.date': 'Please select a valid surgery date (cannot be in the future)',
      'body.patient_in.medical_history.other': M.otherMedicalHistoryTooLong,
      'body.patient_in.allergies_specific.other': M.otherAllergiesTooLong,
    });
  });

  it('says a too-long name is too long, not missing', async () => {
    const response = await sendPatient(t, {
      method: 'POST',
      url: '/patients/',
      token: admin.token,
      patientIn: buildPatientInput({ first_name: 'x'.repeat(101), middle_name: 'y'.repeat(101) }),
    });
    expect(response.statusCode).toBe(422);
    expect(messages(response.json())).toEqual({
      'body.patient_in.first_name': M.nameTooLong,
      'body.patient_in.middle_name': M.nameTooLong,
    });
  });

  it('needs a date of birth and an email or phone', async () => {
    const response = await sendPatient(t, {
      method: 'POST',
      url: '/patients/',
      token: admin.token,
      patientIn: buildPatientInput({ date_of_birth: '', email: '', phone_primary: '' }),
    });
    expect(messages(response.json())).toEqual({
      'body.patient_in.date_of_birth': 'Date of birth is required',
      'body.patient_in.email': 'Either email or phone number is required',
    });
  });

  it('refuses patient_in that is not JSON, or missing, with a 4xx and no row', async () => {
    const before = (await t.api({ method: 'GET', url: '/patients/', token: admin.token })).json<PatientListResponse>();
    const notJson = await sendPatient(t, {
      method: 'POST',
      url: '/patients/',
      token: admin.token,
      raw: '{first_name:',
    });
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json()).toEqual({ detail: 'patient_in must be JSON text' });
    const missing = await sendPatient(t, { method: 'POST', url: '/patients/', token: admin.token });
    expect(missing.statusCode).toBe(422);
    const json = await t.api({ method: 'POST', url: '/patients/', token: admin.token, payload: buildPatientInput() });
    expect(json.statusCode).toBe(415);
    const after = (await t.api({ method: 'GET', url: '/patients/', token: admin.token })).json<PatientListResponse>();
    expect(after.total).toBe(before.total);
  });
});

describe('PUT /patients/{id}', () => {
  it('updates the fields sent, keeps the rest, and records what changed', async () => {
    const patient = await createPatient(t, admin.token);
    const response = await sendPatient(t, {
      method: 'PUT',
      url: `/patients/${patient.id}`,
      token: admin.token,
      patientIn: { occupation: 'Nurse', email: '', lifestyle: { civil_status: 'single' } },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<Patient>();
    expect(updated).toMatchObject({ occupation: 'Nurse', email: '', first_name: patient.first_name });
    expect(updated.lifestyle).toEqual({ tobacco_use: 'NO', alcohol_use: 'NO', civil_status: 'single' });
    expect(updated.updated_at > patient.updated_at).toBe(true);

    const history = await t.api({ method: 'GET', url: `/patients/${patient.id}/history`, token: admin.token });
    const [latest] = history.json<{ action: string; changes: Record<string, { from: unknown; to: unknown }> }[]>();
    expect(latest?.action).toBe('update');
    expect(latest?.changes.occupation).toEqual({ from: 'Teacher', to: 'Nurse' });
    expect(Object.keys(latest?.changes ?? {}).sort()).toEqual(['email', 'lifestyle', 'occupation']);
  });

  it('keeps pregnancy status none for anyone not female, on create and on edit', async () => {
    const pregnant = { female_specific: { pregnancy_status: 'pregnant' as const } };
    const male = await createPatient(t, admin.token, { sex: 'M', ...pregnant });
    expect(male.female_specific.pregnancy_status).toBe('none');
    const edited = await sendPatient(t, {
      method: 'PUT',
      url: `/patients/${male.id}`,
      token: admin.token,
      patientIn: pregnant,
    });
    expect(edited.json<Patient>().female_specific.pregnancy_status).toBe('none');

    const female = await createPatient(t, admin.token, { sex: 'F', ...pregnant });
    expect(female.female_specific.pregnancy_status).toBe('pregnant');
    const nowMale = await sendPatient(t, {
      method: 'PUT',
      url: `/patients/${female.id}`,
      token: admin.token,
      patientIn: { sex: 'M' },
    });
    expect(nowMale.json<Patient>().female_specific.pregnancy_status).toBe('none');
  });

  it('uses the profile-edit messages', async () => {
    const patient = await createPatient(t, admin.token);
    const response = await sendPatient(t, {
      method: 'PUT',
      url: `/patients/${patient.id}`,
      token: admin.token,
      patientIn: {
        date_of_birth: '1990-02-30',
        emergency_contact: { name: 'J0hn', relationship: 'Son', phone: '' },
        female_specific: { pregnancy_status: 'expecting' },
        surgeries: [{ procedure: 'x', date: '2999-01-01' }],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(messages(response.json())).toEqual({
      'body.patient_in.date_of_birth': 'Invalid date format (YYYY-MM-DD)',
      'body.patient_in.emergency_contact.name': 'Only letters, spaces, hyphens, and apostrophes allowed',
      'body.patient_in.female_specific.pregnancy_status': 'Invalid pregnancy status',
      'body.patient_in.surgeries.0.date': 'Invalid date format (YYYY-MM-DD)',
    });
  });

  it('answers 404 for an unknown patient', async () => {
    const response = await sendPatient(t, {
      method: 'PUT',
      url: '/patients/999999',
      token: admin.token,
      patientIn: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Patient not found' });
  });
});

describe('GET /patients/{id} and history', () => {
  it('records each view and lists the history newest first', async () => {
    const patient = await createPatient(t, admin.token);
    await t.api({ method: 'GET', url: `/patients/${patient.id}`, token: admin.token });
    const history = await t.api({ method: 'GET', url: `/patients/${patient.id}/history`, token: admin.token });
    expect(history.statusCode).toBe(200);
    expect(history.json().map((entry: { action: string }) => entry.action)).toEqual(['view', 'create']);
    expect(history.json()[0]).toMatchObject({ entity: 'patient', user_name: 'Test ADMIN', role: 'ADMIN' });
  });

  it('answers the name alone without recording a profile view', async () => {
    const patient = await createPatient(t, admin.token);
    const name = await t.api({ method: 'GET', url: `/patients/${patient.id}/name`, token: admin.token });
    expect(name.statusCode).toBe(200);
    expect(name.json()).toEqual({
      id: patient.id,
      first_name: patient.first_name,
      middle_name: patient.middle_name,
      last_name: patient.last_name,
    });
    const history = await t.api({ method: 'GET', url: `/patients/${patient.id}/history`, token: admin.token });
    expect(history.json().map((entry: { action: string }) => entry.action)).toEqual(['create']);
    expect((await t.api({ method: 'GET', url: '/patients/999999/name', token: admin.token })).statusCode).toBe(404);
  });

  it('answers the clinical alerts without recording a profile view', async () => {
    const patient = await createPatient(t, admin.token, {
      sex: 'Female',
      allergies_specific: { latex: true, other: ' Penicillin ' },
      medical_history: { diabetes: true, keloids_scarring: true, hiv_aids: true, other: '' },
      female_specific: { pregnancy_status: 'nursing' },
    });
    const alerts = await t.api({ method: 'GET', url: `/patients/${patient.id}/clinical-alerts`, token: admin.token });
    expect(alerts.statusCode).toBe(200);
    expect(alerts.json()).toEqual({
      allergies: ['latex'],
      other_allergy: 'Penicillin',
      pregnancy_status: 'nursing',
      conditions: ['keloids_scarring', 'hiv_aids'],
    });
    const history = await t.api({ method: 'GET', url: `/patients/${patient.id}/history`, token: admin.token });
    expect(history.json().map((entry: { action: string }) => entry.action)).toEqual(['create']);
    const unknown = await t.api({ method: 'GET', url: '/patients/999999/clinical-alerts', token: admin.token });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 for unknown ids and 422 for ids that are not numbers', async () => {
    expect((await t.api({ method: 'GET', url: '/patients/999999', token: admin.token })).statusCode).toBe(404);
    expect((await t.api({ method: 'GET', url: '/patients/999999/history', token: admin.token })).statusCode).toBe(404);
    expect((await t.api({ method: 'GET', url: '/patients/abc', token: admin.token })).statusCode).toBe(422);
  });
});

describe('GET /patients/', () => {
  const tag = `Zq${Date.now().toString(36).slice(-4)}`;
  beforeAll(async () => {
    await createPatient(t, admin.token, {
      first_name: `Anna${tag}`,
      last_name: `Reyes${tag}`,
      sex: 'F',
      phone_primary: '0917 555 0101',
    });
    await createPatient(t, admin.token, {
      first_name: `Joanna${tag}`,
      last_name: `Cruz${tag}`,
      sex: 'F',
      phone_primary: '0918-555-0202',
    });
    await createPatient(t, admin.token, {
      first_name: `Mark${tag}`,
      last_name: `Reyes${tag}`,
      sex: 'M',
      phone_primary: '+63 919 777 0303',
    });
  });
  const list = async (query: string) => {
    const response = await t.api({ method: 'GET', url: `/patients/?${query}`, token: admin.token });
    expect(response.statusCode).toBe(200);
    return response.json<PatientListResponse>();
  };

  it('searches names case-insensitively as substrings and counts sexes over the matches', async () => {
    const result = await list(`first_name_search=${`ANNA${tag}`.toLowerCase()}`);
    expect(result.items.map((item) => item.first_name).sort()).toEqual([`Anna${tag}`, `Joanna${tag}`]);
    expect(result.genderStats).toEqual({ male: 0, female: 2 });
    const byLast = await list(`last_name_search=reyes${tag.toLowerCase()}`);
    expect(byLast.total).toBe(2);
    expect(byLast.genderStats).toEqual({ male: 1, female: 1 });
  });

  it('searches phones ignoring spaces and punctuation', async () => {
    const result = await list(`phone_search=${encodeURIComponent('555 02')}&last_name_search=Cruz${tag}`);
    expect(result.items.map((item) => item.first_name)).toEqual([`Joanna${tag}`]);
    expect((await list(`phone_search=9197770303`)).items.map((item) => item.first_name)).toEqual([`Mark${tag}`]);
  });

  it('finds a term wherever it is in the name or the phone, and % or _ only as themselves', async () => {
    const firstNames = async (query: string) => (await list(query)).items.map((item) => item.first_name).sort();
    expect(await firstNames(`first_name_search=mark${tag}`), 'the start').toEqual([`Mark${tag}`]);
    expect(await firstNames(`first_name_search=oanna${tag}`), 'after the first letter').toEqual([`Joanna${tag}`]);
    expect(await firstNames(`first_name_search=${tag}`), 'the end').toEqual([
      `Anna${tag}`,
      `Joanna${tag}`,
      `Mark${tag}`,
    ]);
    expect(await firstNames(`first_name_search=%25nna${tag}`)).toEqual([]);
    expect(await firstNames(`first_name_search=_nna${tag}`)).toEqual([]);
    const byPhone = (phone: string) => firstNames(`last_name_search=${tag}&phone_search=${encodeURIComponent(phone)}`);
    expect(await byPhone('0917 555'), 'the start, five digits or more').toEqual([`Anna${tag}`]);
    expect(await byPhone('55502'), 'the middle').toEqual([`Joanna${tag}`]);
    expect(await byPhone('770303'), 'the end').toEqual([`Mark${tag}`]);
    expect(await byPhone('(5)-550'), 'four digits').toEqual([`Anna${tag}`, `Joanna${tag}`]);
    expect(await byPhone('09-17-55-50-10-2')).toEqual([]);
  });

  it('keeps the unfiltered totals exact after a create and an archive', async () => {
    const before = await list('');
    const patient = await createPatient(t, admin.token, { sex: 'M' });
    expect(await list('')).toMatchObject({
      total: before.total + 1,
      genderStats: { male: before.genderStats.male + 1 },
    });
    await t.api({ method: 'DELETE', url: `/patients/${patient.id}`, token: admin.token });
    expect((await list('')).total).toBe(before.total);
  });

  it('answers a search asked again with the patients as they are now', async () => {
    const surname = `Ocampo${Date.now().toString(36)}`;
    const search = `last_name_search=${surname.toLowerCase()}`;
    await createPatient(t, admin.token, { first_name: 'Lea', last_name: surname, sex: 'F' });
    expect(await list(search)).toMatchObject({ total: 1, genderStats: { male: 0, female: 1 } });
    expect((await list(search)).items.map((item) => item.first_name)).toEqual(['Lea']);
    await createPatient(t, admin.token, { first_name: 'Noel', last_name: surname, sex: 'M' });
    const again = await list(search);
    expect(again).toMatchObject({ total: 2, genderStats: { male: 1, female: 1 } });
    expect(again.items.map((item) => item.first_name).sort()).toEqual(['Lea', 'Noel']);
  });

  it('ignores terms shorter than the search minimums', async () => {
    const all = await list('');
    expect((await list('first_name_search=Ann&phone_search=0917')).total).toBe(all.total);
  });

  it('pages and sorts on whitelisted columns only', async () => {
    const page = await list(`last_name_search=${tag}&page_size=2&sortBy=first_name&sortOrder=asc`);
    expect(page).toMatchObject({ total: 3, totalPages: 2 });
    expect(page.items.map((item) => item.first_name)).toEqual([`Anna${tag}`, `Joanna${tag}`]);
    const beyond = await list(`last_name_search=${tag}&page_size=2&page=9`);
    expect(beyond).toMatchObject({ items: [], total: 3, totalPages: 2 });
    const unknownSort = await t.api({ method: 'GET', url: '/patients/?sortBy=password_hash', token: admin.token });
    expect(unknownSort.statusCode).toBe(422);
    expect((await t.api({ method: 'GET', url: '/patients/?page=0', token: admin.token })).statusCode).toBe(422);
  });

  it('sorts and pages a name search by every column, matches at the start and inside the name together', async () => {
    const term = `Qv${Date.now().toString(36).slice(-5)}`;
    const people = [
      { first_name: 'Dan', last_name: term, date_of_birth: '1990-01-04' },
      { first_name: 'Ana', last_name: `${term}y${term.toLowerCase()}`, date_of_birth: '1990-01-02' },
      { first_name: 'Cora', last_name: `B${term}`, date_of_birth: '1990-01-01' },
      { first_name: 'Ben', last_name: `C${term}z`, date_of_birth: '1990-01-03' },
    ];
    for (const person of people) await createPatient(t, admin.token, person);
    const expected: Record<string, string[]> = {
      created_at: ['Dan', 'Ana', 'Cora', 'Ben'],
      updated_at: ['Dan', 'Ana', 'Cora', 'Ben'],
      first_name: ['Ana', 'Ben', 'Cora', 'Dan'],
      last_name: ['Cora', 'Ben', 'Dan', 'Ana'],
      date_of_birth: ['Cora', 'Ana', 'Ben', 'Dan'],
    };
    for (const [sortBy, ascending] of Object.entries(expected)) {
      for (const sortOrder of ['asc', 'desc']) {
        const query = `last_name_search=${term.toLowerCase()}&page_size=3&sortBy=${sortBy}&sortOrder=${sortOrder}`;
        const first = await list(query);
        const second = await list(`${query}&page=2`);
        expect(first, `${sortBy} ${sortOrder}`).toMatchObject({ total: 4, totalPages: 2 });
        expect(
          [...first.items, ...second.items].map((item) => item.first_name),
          `${sortBy} ${sortOrder}`,
        ).toEqual(sortOrder === 'asc' ? ascending : [...ascending].reverse());
      }
    }
    // The same statement for each term: every one finds its own patients.
    const found = async (search: string) =>
      (await list(`last_name_search=${search}&sortBy=first_name&sortOrder=asc`)).items.map((item) => item.first_name);
    for (let round = 0; round < 2; round += 1) {
      expect(await found(`b${term}`)).toEqual(['Cora']);
      expect(await found(`${term}z`)).toEqual(['Ben']);
      expect(await found(`${term}y${term}`)).toEqual(['Ana']);
      expect(await found(term.slice(1))).toEqual(['Ana', 'Ben', 'Cora', 'Dan']);
    }
  });

  it('reads the sort order in any case', async () => {
    const upper = await list(`last_name_search=${tag}&sortBy=first_name&sortOrder=ASC`);
    expect(upper.items.map((item) => item.first_name)).toEqual(
      (await list(`last_name_search=${tag}&sortBy=first_name&sortOrder=asc`)).items.map((item) => item.first_name),
    );
    expect(upper.items[0]?.first_name).toBe(`Anna${tag}`);
  });
});
