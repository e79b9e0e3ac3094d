import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PRESCRIPTION_MESSAGES, type Prescription } from '@clinic/contracts';
import { buildUser } from '@clinic/contracts/testing';
import { setToken } from '../../../lib/token-storage.ts';
import { jsonResponse, mockApi } from '../../../testing/mock-api.ts';
import { renderWithQueries } from '../../../testing/render-with-queries.tsx';
import { PatientPrescriptions } from './patient-prescriptions.tsx';

const doctor = buildUser({ role: 'DOCTOR', full_name: 'Maria Reyes' });

const draft: Prescription = {
  id: 5,
  patient_id: 3,
  procedure_id: null,
  status: 'draft',
  author_id: doctor.id,
  author: 'Maria Reyes',
  created_at: '2026-11-27T02:00:00.000Z',
  signed_at: null,
  sha256: null,
  verification_code: null,
  revoked_at: null,
  revoked_by: null,
  revoke_reason: null,
  items: [
    {
      generic_name: 'Diazepam',
      brand: null,
      strength: '5 mg',
      form: 'tablet',
      quantity: 14,
      sig: 'One at bedtime',
      refills: 0,
      dangerous_drug: true,
    },
  ],
};

function renderPrescriptions(more: Parameters<typeof mockApi>[0] = {}, user = doctor) {
  setToken('token');
  const api = mockApi({
    'GET /api/v1/users/me': jsonResponse(200, user),
    'GET /api/v1/patients/3/prescriptions': jsonResponse(200, { items: [draft] }),
    'GET /api/v1/drugs': jsonResponse(200, [{ id: 1, generic_name: 'Diazepam', dangerous_drug: true }]),
    ...more,
  });
  renderWithQueries(<PatientPrescriptions patientId={3} />);
  return api;
}

describe('PatientPrescriptions', () => {
  it('lists a prescription with its items, doctor and status, and signs the doctor’s own draft', async () => {
    const api = renderPrescriptions({
      'POST /api/v1/prescriptions/5/sign': jsonResponse(200, { ...draft, status: 'signed' }),
    });
    expect(await screen.findByText('Diazepam 5 mg tablet, #14 (dangerous drug)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign prescription 5' }));
    await userEvent.type(screen.getByLabelText('Your password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText(PRESCRIPTION_MESSAGES.signed)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/prescriptions/5/sign')[0]?.body).toEqual({ password: 'secret' });
  });

  it('refuses an item without a generic name on its field, and says the server’s refusal in words', async () => {
    const api = renderPrescriptions({
      'POST /api/v1/patients/3/prescriptions': jsonResponse(409, { detail: PRESCRIPTION_MESSAGES.prcExpired }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New prescription' }));
    await userEvent.type(screen.getByLabelText(/^Strength/), '500 mg');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(PRESCRIPTION_MESSAGES.genericNameRequired)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/patients/3/prescriptions')).toEqual([]);

    await userEvent.type(screen.getByLabelText(/^Generic name/), 'Tranexamic acid');
    await userEvent.type(screen.getByLabelText(/^Dosage form/), 'capsule');
    await userEvent.type(screen.getByLabelText(/^Quantity/), '30');
    await userEvent.type(screen.getByLabelText(/^Directions/), 'Twice a day');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(PRESCRIPTION_MESSAGES.prcExpired)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/patients/3/prescriptions')[0]?.body).toMatchObject({
      items: [{ generic_name: 'Tranexamic acid', strength: '500 mg', quantity: 30, refills: 0, dangerous_drug: false }],
    });
  });

  it('asks nothing of the server for the front desk, who may not read prescriptions', async () => {
    setToken('token');
    const api = mockApi({ 'GET /api/v1/users/me': jsonResponse(200, buildUser({ role: 'STAFF' })) });
    const { container } = renderWithQueries(<PatientPrescriptions patientId={3} />);
    await vi.waitFor(() => expect(api.requestsTo('GET /api/v1/users/me')).toHaveLength(1));
    expect(api.requests.map((request) => request.path)).toEqual(['/api/v1/users/me']);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers no new prescription to a nurse, who reads them', async () => {
    renderPrescriptions({}, buildUser({ role: 'NURSE' }));
    expect(await screen.findByText('Diazepam 5 mg tablet, #14 (dangerous drug)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New prescription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Sign/ })).not.toBeInTheDocument();
  });
});
