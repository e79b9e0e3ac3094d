import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECORD_ID } from '@clinic/contracts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let superadmin: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  superadmin = await t.signIn('SUPERADMIN');
});

const tooBig = MAX_RECORD_ID + 1;

describe('ids beyond the database integer range', () => {
  it.each([
    ['GET', `/patients/${tooBig}`],
    ['GET', `/patients/${tooBig}/history`],
    ['GET', `/patients/1/attachments/${tooBig}`],
    ['GET', `/procedures/${tooBig}`],
    ['GET', `/procedures/patient/${tooBig}`],
    ['GET', `/procedures/?patient_id=${tooBig}`],
    ['PATCH', `/procedures/${tooBig}/status?status=ongoing`],
    ['GET', `/face-annotations/procedure/${tooBig}`],
    ['DELETE', `/face-annotations/${tooBig}/points/p1`],
    ['GET', `/procedure-transactions/${tooBig}`],
    ['GET', `/procedure-transactions/procedure/${tooBig}`],
    ['DELETE', `/users/${tooBig}`],
    ['POST', `/patients/archived/${tooBig}/restore`],
  ] as const)('%s %s answers 422 naming the field', async (method, url) => {
    const response = await t.api({ method, url, token: superadmin.token });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].type).toBe('too_big');
  });

  it.each([
    [
      '/procedures/',
      {
        patient_id: tooBig,
        name: 'Botox',
        doctor_name: 'Dr. Cruz',
        start_datetime: '2026-01-05T10:00',
        status: 'scheduled',
      },
      'patient_id',
    ],
    ['/procedure-transactions', { procedure_id: tooBig }, 'procedure_id'],
    ['/face-annotations', { procedure_id: tooBig, patient_id: 1, annotations: [] }, 'procedure_id'],
  ])('POST %s refuses the id in the body with 422', async (url, payload, field) => {
    const response = await t.api({ method: 'POST', url, token: superadmin.token, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['body', field]);
  });

  it('still reaches the largest id, which names no record', async () => {
    const response = await t.api({ method: 'GET', url: `/patients/${MAX_RECORD_ID}`, token: superadmin.token });
    expect(response.statusCode).toBe(404);
  });
});
