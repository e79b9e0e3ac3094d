import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@clinic/contracts';
import { buildBookingInput, buildProcedureInput } from '@clinic/contracts/testing';
import { patients } from '../db/schema/index.ts';
import { ALL_ROLES } from '../testing/patient-files.ts';
import { expected, outcome, signInEveryRole } from '../testing/role-matrix.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let users: Record<Role, SignedInUser>;
let procedureId: number;
let patientId: number;
const t = useTestApp();
beforeAll(async () => {
  users = await signInEveryRole(t);
  const [patient] = await t.database.db
    .insert(patients)
    .values({ firstName: 'Ana', lastName: 'Reyes', sex: 'F', dateOfBirth: '1990-01-01', createdByRole: 'ADMIN' })
    .returning({ id: patients.id });
  const procedure = await t.api({
    method: 'POST',
    url: '/procedures/',
    token: users.DOCTOR.token,
    payload: buildProcedureInput(patient!.id),
  });
  patientId = patient!.id;
  procedureId = procedure.json().id;
});

describe.each(ALL_ROLES)('%s', (role) => {
  const token = () => users[role].token;

  it('reads the schedule and the month rates with schedule.read', async () => {
    for (const url of ['/schedule?start=2026-03-01&end=2026-03-07', '/schedule/month-rates']) {
      const response = await t.api({ method: 'GET', url, token: token() });
      expect(outcome(response.statusCode), url).toBe(expected(role, 'schedule.read'));
    }
  });

  it('books, moves appointments and records attendance with schedule.book', async () => {
    const booked = await t.api({
      method: 'POST',
      url: '/procedures/',
      token: token(),
      payload: buildBookingInput(patientId),
    });
    expect(outcome(booked.statusCode)).toBe(expected(role, 'schedule.book'));
    const moved = await t.api({
      method: 'PATCH',
      url: `/procedures/${procedureId}/schedule`,
      token: token(),
      payload: { start_datetime: '2026-03-02T10:00' },
    });
    expect(outcome(moved.statusCode)).toBe(expected(role, 'schedule.book'));
    const arrived = await t.api({
      method: 'PATCH',
      url: `/procedures/${procedureId}/attendance`,
      token: token(),
      payload: { attendance: 'arrived' },
    });
    expect(outcome(arrived.statusCode)).toBe(expected(role, 'schedule.book'));
  });
});
