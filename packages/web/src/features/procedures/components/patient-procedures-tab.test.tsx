import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Procedure } from '@clinic/contracts';
import { buildUser } from '@clinic/contracts/testing';
import { setToken } from '../../../lib/token-storage.ts';
import { jsonResponse, mockApi } from '../../../testing/mock-api.ts';
import { renderInRouter } from '../../../testing/render-in-router.tsx';
import { PatientProceduresTab } from './patient-procedures-tab.tsx';

const procedure = (id: number): Procedure => ({
  id,
  patient_id: 3,
  patient_name: 'Maria Santos',
  name: `Peel ${id}`,
  service_id: null,
  doctor_name: 'Dr. Reyes',
  details: null,
  start_datetime: new Date(Date.UTC(2026, 0, 1) + id * 86_400_000).toISOString(),
  end_datetime: null,
  status: 'completed',
  medications: [],
  transaction: null,
  products: [],
  attendance: 'arrived',
  checked_in_at: null,
  confirmation: 'unconfirmed',
  booking_note: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('PatientProceduresTab', () => {
  it('reads a long chart a page of 50 at a time, newest first', async () => {
    setToken('token');
    const items = Array.from({ length: 60 }, (_, index) => procedure(60 - index));
    mockApi({
      'GET /api/v1/users/me': jsonResponse(200, buildUser({ role: 'DOCTOR' })),
      'GET /api/v1/procedures/patient/3': jsonResponse(200, items),
      'GET /api/v1/patients/3/name': jsonResponse(200, {
        id: 3,
        first_name: 'Maria',
        middle_name: '',
        last_name: 'Santos',
      }),
    });
    renderInRouter(<PatientProceduresTab patientId={3} />);
    const table = await screen.findByRole('table', { name: 'Patient procedures' });
    expect(within(table).getAllByRole('link', { name: /^View Peel/ })).toHaveLength(50);
    expect(within(table).getByRole('link', { name: 'View Peel 60' })).toBeInTheDocument();
    expect(screen.getByText(/Showing 1–50 of 60\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(table).getAllByRole('link', { name: /^View Peel/ })).toHaveLength(10);
    expect(within(table).getByRole('link', { name: 'View Peel 1' })).toBeInTheDocument();
    expect(screen.getByText(/Showing 51–60 of 60\./)).toBeInTheDocument();
  });
});
