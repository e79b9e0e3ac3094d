import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { QuickSearchItem } from '@clinic/contracts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { patientNameWords, patients } from '../db/schema/index.ts';
import { planQuickSearch } from './quick-search-plan.ts';
import { createPatient, multipartBody } from '../testing/patient-files.ts';

let doctor: SignedInUser;
const ids: Record<string, number> = {};

const t = useTestApp();
beforeAll(async () => {
  doctor = await t.signIn('DOCTOR');
  const people = {
    liza: {
      first_name: 'Liza',
      middle_name: 'Reyes',
      last_name: 'Dimaculangan',
      phone_primary: '0917 555 0101',
      email: 'liza.d@mail.ph',
    },
    maria: {
      first_name: 'Maria Liza',
      middle_name: '',
      last_name: 'Santos',
      phone_primary: '+63 918 555 0202',
      email: 'mls@mail.ph',
    },
    pena: {
      first_name: 'José',
      middle_name: '',
      last_name: 'Peña',
      phone_primary: '(02) 8555-0303',
      email: 'jose.pena@mail.ph',
    },
    lizardo: {
      first_name: 'Lizardo',
      middle_name: '',
      last_name: 'Bautista',
      phone_primary: '0920 555 0404',
      email: 'lb@mail.ph',
    },
    dimas: {
      first_name: 'Dimas',
      middle_name: '',
      last_name: 'Aquino',
      phone_primary: '0921 555 0505',
      email: 'dimas@mail.ph',
    },
  };
  for (const [key, person] of Object.entries(people)) ids[key] = (await createPatient(t, doctor.token, person)).id;
});

async function search(q: string, token = doctor.token, limit?: number) {
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  return t.api({ method: 'GET', url: `/patients/search?${query}`, token });
}

async function found(q: string): Promise<QuickSearchItem[]> {
  const response = await search(q);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

const idsOf = (items: QuickSearchItem[]) => items.map((item) => item.id);

describe('quick search', () => {
  it('finds a full name in either order, as an exact match with what a list row shows', async () => {
    const [first] = await found('Liza Dimaculangan');
    expect(first).toEqual({
      id: ids.liza,
      first_name: 'Liza',
      middle_name: 'Reyes',
      last_name: 'Dimaculangan',
      date_of_birth: '1990-05-17',
      phone_primary: '09175550101',
      match: 'exact',
    });
    expect((await found('dimaculangan liza'))[0]).toMatchObject({ id: ids.liza, match: 'exact' });
  });

  it('ranks an exact name first, then names that start so, then names that contain or resemble it', async () => {
    const items = await found('Liza');
    expect(items.map((item) => [item.id, item.match])).toEqual([
      [ids.liza, 'exact'],
      [ids.lizardo, 'prefix'],
      [ids.maria, 'similar'],
    ]);
  });

  it('tolerates one typo and ignores accents', async () => {
    expect((await found('Liza Dimaculangn'))[0]).toMatchObject({ id: ids.liza, match: 'similar' });
    expect((await found('Dimaculangn'))[0]).toMatchObject({ id: ids.liza });
    // Another typo of the same kind shares the statement built for the first, with its own word.
    expect((await found('Bautisra'))[0]).toMatchObject({ id: ids.lizardo, match: 'similar' });
    expect((await found('Pena'))[0]).toMatchObject({ id: ids.pena, match: 'exact' });
    expect((await found('jose pena'))[0]).toMatchObject({ id: ids.pena, match: 'exact' });
  });

  it('finds a name from three words in any order only when every word is one of its words', async () => {
    expect(idsOf(await found('Reyes Liza Dimaculangan'))).toEqual([ids.liza]);
    expect(idsOf(await found('dimaculangan reyes lisa'))).toEqual([ids.liza]);
    expect(await found('Liza Dimaculangan Santos')).toEqual([]);
  });

  it('finds a phone with or without spaces, dashes, brackets or +63', async () => {
    for (const phone of ['0917 555 0101', '09175550101', '+63 917 555 0101', '639175550101', '555-0101', '917-555']) {
      expect(idsOf(await found(phone)), phone).toEqual([ids.liza]);
    }
    expect(idsOf(await found('0918 555 0202')), 'a number stored as +63').toEqual([ids.maria]);
    expect(idsOf(await found('(02) 8555')), 'a landline').toEqual([ids.pena]);
  });

  it('finds an e-mail or its start, in any case', async () => {
    expect(await found('Jose.Pena@mail.ph')).toEqual([expect.objectContaining({ id: ids.pena, match: 'email' })]);
    expect(idsOf(await found('liza.d@'))).toEqual([ids.liza]);
  });

  it('finds a patient id first, then phones holding those digits', async () => {
    const items = await found(String(ids.dimas));
    expect(items[0]).toMatchObject({ id: ids.dimas, match: 'id' });
    expect(items.slice(1).every((item) => item.match === 'phone')).toBe(true);
  });

  it('keeps to the limit and finds nothing for what matches nobody', async () => {
    expect(await found('Zzyzx Qwerty')).toEqual([]);
    const one = await search('li', doctor.token, 1);
    expect(one.json().items).toHaveLength(1);
  });

  it('treats % and _ as letters, not wildcards', async () => {
    // `l_za` is one wrong letter from `liza`; as wildcards `l_z` and `l__a` would find it too.
    expect(await found('%')).toEqual([]);
    expect(await found('l_z')).toEqual([]);
    expect(await found('l__a')).toEqual([]);
  });

  it('refuses an empty or oversized query and a bad limit with a 422', async () => {
    for (const url of [
      '/patients/search',
      '/patients/search?q=',
      '/patients/search?q=%20',
      `/patients/search?q=${'a'.repeat(101)}`,
      '/patients/search?q=liza&limit=0',
      '/patients/search?q=liza&limit=21',
      '/patients/search?q=liza&limit=x',
      '/patients/search?q=li%00za',
    ]) {
      const response = await t.api({ method: 'GET', url, token: doctor.token });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().detail, url).toEqual(expect.any(Array));
    }
  });

  it('corrects a typo only to names patients have now: a renamed or archived name is forgotten', async () => {
    const superadmin = await t.signIn('SUPERADMIN');
    const renamed = await createPatient(t, superadmin.token, { first_name: 'Rosalind', last_name: 'Quisumbing' });
    const archived = await createPatient(t, superadmin.token, { first_name: 'Teodora', last_name: 'Villavicencio' });
    expect((await found('Quisumbng'))[0]).toMatchObject({ id: renamed.id, match: 'similar' });
    expect((await found('Vilavicencio'))[0]).toMatchObject({ id: archived.id, match: 'similar' });

    const rename = multipartBody(JSON.stringify({ last_name: 'Aquino' }));
    const edited = await t.api({ method: 'PUT', url: `/patients/${renamed.id}`, token: superadmin.token, ...rename });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.api({ method: 'DELETE', url: `/patients/${archived.id}`, token: superadmin.token });

    expect(await found('Quisumbng')).toEqual([]);
    expect(await found('Vilavicencio')).toEqual([]);
    const kept = await t.database.db
      .select()
      .from(patientNameWords)
      .where(inArray(patientNameWords.word, ['quisumbing', 'villavicencio', 'teodora', 'rosalind', 'aquino']));
    expect(kept.map((row) => row.word).sort()).toEqual(['aquino', 'rosalind']);
  });

  it('keeps a name as words the way it reads the words typed: folded, split on spaces and commas', async () => {
    const name = { first_name: 'María  Cristina', middle_name: 'de la Cruz', last_name: 'Ibáñez, Jr.' };
    const patient = await createPatient(t, doctor.token, name);
    const [stored] = await t.database.db
      .select({ words: patients.nameWords })
      .from(patients)
      .where(eq(patients.id, patient.id));
    expect(stored!.words).toEqual(['maria', 'cristina', 'de', 'la', 'cruz', 'ibanez', 'jr.']);
    expect(stored!.words).toEqual(planQuickSearch(Object.values(name).join(' ')).nameWords);
    expect((await found('Cruz Ibanes'))[0]).toMatchObject({ id: patient.id, match: 'similar' });
  });

  it('is not a profile view: the history gains nothing', async () => {
    const admin = await t.signIn('ADMIN');
    const history = async () =>
      (await t.api({ method: 'GET', url: `/patients/${ids.liza}/history`, token: admin.token })).json();
    const before = await history();
    await found('Liza Dimaculangan');
    await found('0917 555 0101');
    expect(await history()).toEqual(before);
  });
});

describe('quick search with one slip of the keyboard', () => {
  const intended: Record<string, number> = {};

  beforeAll(async () => {
    const people: Record<string, [first_name: string, middle_name: string, last_name: string]> = {
      santso: ['Rodrigo', 'Lim', 'Santos'],
      garcai: ['Gloria', 'Tan', 'Garcia'],
      villaneuva: ['Victor', 'Go', 'Villanueva'],
      ocmapo: ['Olivia', 'Uy', 'Ocampo'],
    };
    // Names that look like them, share their start or are one slip from the typo themselves.
    const decoys: [string, string][] = [
      ['Rosario', 'Santiago'],
      ['Ramil', 'Santoso'],
      ['Rey', 'Sanchez'],
      ['Rina', 'Santo'],
      ['Rico', 'Santillan'],
      ['Gina', 'Garces'],
      ['Greg', 'Gracia'],
      ['Gemma', 'Garcellano'],
      ['Gil', 'Garcila'],
      ['Vilma', 'Villareal'],
      ['Vicente', 'Villanuevo'],
      ['Vina', 'Villafuerte'],
      ['Velma', 'Villaneza'],
      ['Oscar', 'Ocampos'],
      ['Omar', 'Campo'],
      ['Olga', 'Ocamposa'],
      ['Ofelia', 'Macapagal'],
    ];
    for (const [typo, [first_name, middle_name, last_name]] of Object.entries(people)) {
      intended[typo] = (await createPatient(t, doctor.token, { first_name, middle_name, last_name })).id;
    }
    for (const [first_name, last_name] of decoys) await createPatient(t, doctor.token, { first_name, last_name });
  });

  it('finds a surname with a swapped, missing, extra or wrong letter in the top five', async () => {
    for (const typo of ['santso', 'garcai', 'villaneuva', 'ocmapo']) {
      const items = await found(typo);
      expect(idsOf(items).slice(0, 5), typo).toContain(intended[typo]);
      expect(items.find((item) => item.id === intended[typo])?.match, typo).toBe('similar');
    }
    for (const [typo, name] of [
      ['Rodrigo Santso', 'santso'],
      ['Garcia Glora', 'garcai'],
      ['victor vilanueva', 'villaneuva'],
      ['Ocampoo', 'ocmapo'],
    ] as const) {
      expect(idsOf(await found(typo)).slice(0, 5), typo).toContain(intended[name]);
    }
  });

  it('counts as one slip a swap, a missing, an extra or a wrong letter, and nothing farther', async () => {
    const withinOneSlip = async (typed: string, word: string) => {
      const { rows } = (await t.database.db.execute(
        sql`SELECT clinic_within_one_slip(${typed}, ${word}) AS near`,
      )) as unknown as { rows: { near: boolean }[] };
      return rows[0]!.near;
    };
    const oneSlip = [
      ['santso', 'santos'],
      ['garcai', 'garcia'],
      ['villaneuva', 'villanueva'],
      ['ocmapo', 'ocampo'],
      ['cristna', 'cristina'],
      ['pena', 'peña'],
      ['aba', 'abba'],
      ['ab', 'ba'],
      ['reyes', 'reyes'],
    ];
    const farther = [
      ['xaby', 'xbcy'],
      ['santsoo', 'santos'],
      ['sotnas', 'santos'],
      ['cristna', 'kristina'],
      ['abc', 'cab'],
      ['pena', 'penaba'],
    ];
    for (const [a, b] of oneSlip) {
      expect(await withinOneSlip(a!, b!), `${a} ${b}`).toBe(true);
      expect(await withinOneSlip(b!, a!), `${b} ${a}`).toBe(true);
    }
    for (const [a, b] of farther) expect(await withinOneSlip(a!, b!), `${a} ${b}`).toBe(false);
  });

  it('lists the names starting with a common name a slip away in name order, up to the limit', async () => {
    // More than the limit of one first name, made in no order, and one surname of that word.
    const lastNames = ['Zamora', 'Abad', 'Lacson', 'Mercado', 'Bernal', 'Yulo', 'Dizon', 'Katigbak', 'Ferrer'];
    const byName: Record<string, number> = {};
    for (const last_name of lastNames) {
      byName[last_name] = (await createPatient(t, doctor.token, { first_name: 'Evangelina', last_name })).id;
    }
    const surname = await createPatient(t, doctor.token, { first_name: 'Abel', last_name: 'Evangelina' });

    const items = await found('Evangelna');
    // The first eight as the names read, first or last name first: `evangelina abad`, `evangelina abel`, …
    const [first, ...rest] = [...lastNames].sort().map((name) => byName[name]);
    expect(idsOf(items)).toEqual([first, surname.id, ...rest.slice(0, 6)]);
    expect(items.every((item) => item.match === 'similar')).toBe(true);
  });

  it('ranks names holding the word as typed before names holding a correction of it', async () => {
    const asTyped = await createPatient(t, doctor.token, {
      first_name: 'Teofilo',
      middle_name: 'Tolentino',
      last_name: 'Ramos',
    });
    const corrected = await createPatient(t, doctor.token, {
      first_name: 'Teodoro',
      middle_name: 'Tolentin',
      last_name: 'Ramos',
    });
    expect(idsOf(await found('tolentino'))).toEqual([asTyped.id, corrected.id]);
  });
});
