import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createPatientInputSchema, type ConsultationSignature, type Patient } from '@clinic/contracts';
import { buildPatientInput, buildUser } from '@clinic/contracts/testing';
import { setToken } from '../../../../lib/token-storage.ts';
import { jsonResponse, mockApi } from '../../../../testing/mock-api.ts';
import { currentUserQueryKey } from '../../../../lib/current-user.ts';
import { testQueryClient } from '../../../../testing/render-with-queries.tsx';
import { ConsultationsTab } from './consultations-tab.tsx';

const consultation = {
  chief_complaint: 'Acne scars',
  physical_examination: 'Rolling scars',
  history: 'Isotretinoin in 2022',
  assessment: 'Atrophic scarring',
  management: 'Fractional laser',
};
const followUp = { date: '2026-01-10', notes: 'Mild redness', plan: 'Second session' };

const patient: Patient = {
  ...createPatientInputSchema.parse(buildPatientInput({ consultation, succeeding_consultations: [followUp] })),
  id: 12,
  created_by_role: 'ADMIN',
  created_at: '2026-01-02T01:00:00.000Z',
  updated_at: '2026-01-02T01:00:00.000Z',
  attachments: [],
};

const signedInitial: ConsultationSignature = {
  entry: 'initial',
  index: null,
  sections: consultation,
  signed_at: '2026-01-02T02:00:00.000Z',
  signed_by: 'Maria Reyes',
  sha256: 'a'.repeat(64),
  amendments: [
    {
      id: 1,
      reason: 'Diagnosis revised',
      sections: { assessment: 'Atrophic scarring with redness' },
      signed_at: '2026-01-03T02:00:00.000Z',
      signed_by: 'Ana Santos',
      sha256: 'b'.repeat(64),
    },
  ],
};

function renderTab(role: 'DOCTOR' | 'STAFF', more: Parameters<typeof mockApi>[0] = {}) {
  setToken('token');
  const api = mockApi({
    'GET /api/v1/patients/12/consultation/signatures': jsonResponse(200, { items: [signedInitial] }),
    ...more,
  });
  // Known before any screen shows, as the session gate makes sure in the portal.
  const client = testQueryClient();
  client.setQueryData(currentUserQueryKey, buildUser({ role, full_name: 'Maria Reyes' }));
  render(
    <QueryClientProvider client={client}>
      <ConsultationsTab patient={patient} editing={false} />
    </QueryClientProvider>,
  );
  return api;
}

describe('ConsultationsTab', () => {
  it('shows the signed consultation with who signed it and its amendments in order, and signs a follow-up', async () => {
    const api = renderTab('DOCTOR', {
      'POST /api/v1/patients/12/succeeding-consultations/0/sign': jsonResponse(200, {
        ...signedInitial,
        entry: 'follow_up',
        index: 0,
        amendments: [],
      }),
    });
    expect(await screen.findByText(/Signed by Maria Reyes on/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Amendment by Ana Santos on/ })).toBeInTheDocument();
    expect(screen.getByText('Reason: Diagnosis revised')).toBeInTheDocument();
    expect(screen.getByText('Atrophic scarring with redness')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Amend initial consultation' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign follow-up 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign follow-up 1' });
    await userEvent.type(screen.getByLabelText('Your password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Follow-up 1 signed.')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/patients/12/succeeding-consultations/0/sign')[0]?.body).toEqual({
      password: 'secret',
    });
  });

  it('amends the signed initial consultation with a reason, the correction and the password', async () => {
    const api = renderTab('DOCTOR', {
      'POST /api/v1/patients/12/consultation/amendments': jsonResponse(200, signedInitial),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Amend initial consultation' }));
    await userEvent.type(screen.getByLabelText('Reason'), 'Missed history');
    await userEvent.type(screen.getByLabelText('History'), 'Also tretinoin');
    await userEvent.type(screen.getByLabelText('Your password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign amendment' }));
    expect(await screen.findByText('Amendment signed.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/patients/12/consultation/amendments')[0]?.body).toEqual({
      reason: 'Missed history',
      sections: { history: 'Also tretinoin' },
      password: 'secret',
    });
  });

  it('offers the front desk neither Sign nor Amend', async () => {
    renderTab('STAFF');
    expect(await screen.findByText(/Signed by Maria Reyes on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign|Amend/ })).not.toBeInTheDocument();
  });
});
