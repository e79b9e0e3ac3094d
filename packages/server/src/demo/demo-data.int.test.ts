import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, seedDemoData } from './demo-data.ts';

let admin: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
});

const get = async (url: string) => {
  const response = await t.api({ method: 'GET', url, token: admin.token });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

describe('demo data', () => {
  it('fills an empty portal with records every screen can read', async () => {
    const added = await seedDemoData(t.database.db, 20);
    expect(added?.patients).toBe(20);

    const list = await get('/patients/?page_size=100');
    expect(list.total).toBe(20);
    expect(list.genderStats.male + list.genderStats.female).toBe(20);
    for (const { id } of list.items as { id: number }[]) {
      const patient = await get(`/patients/${id}`);
      expect(patient.created_by_role).toBe('ADMIN');
      const names: readonly string[] = patient.sex === 'F' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES;
      expect(names, `${patient.first_name} is ${patient.sex}`).toContain(patient.first_name);
      for (const procedure of await get(`/procedures/patient/${id}`)) {
        await get(`/procedures/${procedure.id}`);
        await get(`/face-annotations/procedure/${procedure.id}`);
        await get(`/procedure-transactions/procedure/${procedure.id}`);
      }
    }
    const catalogue = (await get('/services')).items as { id: number; name: string }[];
    expect(catalogue.map((service) => service.name)).toEqual(expect.arrayContaining(['Botox', 'Chemical Peel']));
    const procedures = (await get('/procedures/?page_size=100')).items as { name: string; service_id: number | null }[];
    for (const procedure of procedures) {
      const service = catalogue.find((entry) => entry.name === procedure.name);
      expect(procedure.service_id, procedure.name).toBe(service?.id ?? null);
    }
    const payments = await get('/procedure-transactions?pageSize=100');
    expect(payments.total).toBe(added?.procedures);
    await get('/procedure-transactions/dashboard/stats');
    await get('/procedures/dashboard/stats');
  });

  it('leaves a portal that already has patients alone', async () => {
    expect(await seedDemoData(t.database.db, 5)).toBeUndefined();
    expect((await get('/patients/')).total).toBe(20);
  });
});
