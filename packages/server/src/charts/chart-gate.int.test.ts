import { beforeAll, describe, expect, it } from 'vitest';
import { CHART_MESSAGES, type Note } from '@clinic/contracts';
import { buildProcedureInput } from '@clinic/contracts/testing';
import { createPatient } from '../testing/patient-files.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

const t = useTestApp({ environment: { CHART_COMPLETE_BEFORE_COMPLETED: 'true' } });

let admin: SignedInUser;
let doctor: SignedInUser;
let patientId: number;

beforeAll(async () => {
  admin = await t.signIn('ADMIN');
  doctor = await t.signIn('DOCTOR');
  patientId = (await createPatient(t, admin.token)).id;
});

const missingBoth = CHART_MESSAGES.incompleteBeforeCompleted(['Signed note', 'Payment settled']);

async function ongoingProcedure() {
  const response = await t.api({
    method: 'POST',
    url: '/procedures/',
    token: admin.token,
    payload: buildProcedureInput(patientId, { name: 'Gated peel', status: 'ongoing' }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

const statusOf = async (procedureId: number) =>
  (await t.api({ method: 'GET', url: `/procedures/${procedureId}`, token: admin.token })).json<{ status: string }>()
    .status;

async function signNote(procedureId: number) {
  const note = await t.api({
    method: 'POST',
    url: `/procedures/${procedureId}/notes`,
    token: doctor.token,
    payload: { sections: { Plan: 'Sunscreen daily' } },
  });
  const signed = await t.api({
    method: 'POST',
    url: `/notes/${note.json<Note>().id}/sign`,
    token: doctor.token,
    payload: { password: doctor.password },
  });
  expect(signed.statusCode, signed.body).toBe(200);
}

describe('with CHART_COMPLETE_BEFORE_COMPLETED=true', () => {
  it('refuses to complete a procedure with missing items on the status change, naming them', async () => {
    const procedureId = await ongoingProcedure();
    const refused = await t.api({
      method: 'PATCH',
      url: `/procedures/${procedureId}/status?status=completed`,
      token: doctor.token,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: missingBoth });
    expect(await statusOf(procedureId)).toBe('ongoing');
  });

  it('refuses it on the edit too, keeping nothing of that edit', async () => {
    const procedureId = await ongoingProcedure();
    const refused = await t.api({
      method: 'PUT',
      url: `/procedures/${procedureId}`,
      token: doctor.token,
      payload: { status: 'completed', details: 'Changed with the refused edit' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: missingBoth });
    const procedure = await t.api({ method: 'GET', url: `/procedures/${procedureId}`, token: admin.token });
    expect(procedure.json()).toMatchObject({ status: 'ongoing', details: 'Light peel, sensitive skin' });
  });

  it('refuses a procedure recorded as completed at once, leaving no row', async () => {
    const before = await t.api({ method: 'GET', url: `/procedures/patient/${patientId}`, token: admin.token });
    const refused = await t.api({
      method: 'POST',
      url: '/procedures/',
      token: admin.token,
      payload: buildProcedureInput(patientId, {
        name: 'Completed at once',
        status: 'completed',
        transaction: { amount: '800', payment_status: 'paid' },
      }),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: CHART_MESSAGES.incompleteBeforeCompleted(['Signed note']) });
    const after = await t.api({ method: 'GET', url: `/procedures/patient/${patientId}`, token: admin.token });
    expect(after.json()).toHaveLength(before.json<unknown[]>().length);
  });

  it('completes a procedure once its chart is complete, the payment settled in the same edit', async () => {
    const procedureId = await ongoingProcedure();
    await signNote(procedureId);
    const completed = await t.api({
      method: 'PUT',
      url: `/procedures/${procedureId}`,
      token: admin.token,
      payload: { status: 'completed', transaction: { amount: '800', payment_status: 'paid' } },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'completed' });
  });

  it('completes by the status change once the chart is complete', async () => {
    const procedureId = await ongoingProcedure();
    await signNote(procedureId);
    const paid = await t.api({
      method: 'PUT',
      url: `/procedures/${procedureId}`,
      token: admin.token,
      payload: { transaction: { amount: '800', payment_status: 'paid' } },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const completed = await t.api({
      method: 'PATCH',
      url: `/procedures/${procedureId}/status?status=completed`,
      token: doctor.token,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await statusOf(procedureId)).toBe('completed');
  });
});
