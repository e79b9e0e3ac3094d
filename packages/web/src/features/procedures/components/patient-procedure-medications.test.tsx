import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Procedure, ProductUsage } from '@clinic/contracts';
import { setToken } from '../../../lib/token-storage.ts';
import { jsonResponse, mockApi } from '../../../testing/mock-api.ts';
import { renderInRouter } from '../../../testing/render-in-router.tsx';
import { PatientProcedureMedications } from './patient-procedure-medications.tsx';

const usage = (planned: boolean): ProductUsage => ({
  point_id: null,
  product_id: 1,
  product_name: 'Botulinum toxin A',
  unit: 'U',
  lot_id: 2,
  lot_number: 'AB123',
  expiry_date: '2027-03-31',
  amount: 20,
  planned,
});

const procedureOf = (id: number, name: string, status: Procedure['status'], planned: boolean): Procedure => ({
  id,
  patient_id: 3,
  patient_name: 'Maria Santos',
  name,
  service_id: null,
  doctor_name: 'Dr. Jose Rizal',
  details: null,
  start_datetime: '2026-04-15T01:30:00.000Z',
  end_datetime: null,
  status,
  medications: [],
  attendance: 'expected',
  checked_in_at: null,
  confirmation: 'unconfirmed',
  booking_note: null,
  transaction: null,
  products: [usage(planned)],
  created_at: '2026-04-01T00:00:00.000Z',
  updated_at: '2026-04-01T00:00:00.000Z',
});

describe('the Medications tab', () => {
  it('lists products a treatment used, and a booked procedure’s as planned', async () => {
    setToken('test-token');
    mockApi({
      'GET /api/v1/procedures/patient/3': jsonResponse(200, [
        procedureOf(1, 'Botox', 'completed', false),
        procedureOf(2, 'Botox touch-up', 'scheduled', true),
      ]),
    });
    renderInRouter(<PatientProcedureMedications patientId={3} />);
    const given = await screen.findByRole('region', { name: 'Botox medications' });
    expect(given).toHaveTextContent('Products: Botulinum toxin A — 20 U, lot AB123');
    const planned = screen.getByRole('region', { name: 'Botox touch-up medications' });
    expect(within(planned).getByText('Planned products:')).toBeInTheDocument();
  });
});
