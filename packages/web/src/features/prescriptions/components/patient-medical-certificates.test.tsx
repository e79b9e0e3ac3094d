import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MEDICAL_CERTIFICATE_MESSAGES } from '@clinic/contracts';
import { buildUser } from '@clinic/contracts/testing';
import { setToken } from '../../../lib/token-storage.ts';
import { jsonResponse, mockApi } from '../../../testing/mock-api.ts';
import { renderWithQueries } from '../../../testing/render-with-queries.tsx';
import { PatientMedicalCertificates } from './patient-medical-certificates.tsx';

describe('PatientMedicalCertificates', () => {
  it('refuses a certificate without findings on its field, and says the server’s refusal in words', async () => {
    setToken('token');
    const api = mockApi({
      'GET /api/v1/users/me': jsonResponse(200, buildUser({ role: 'DOCTOR' })),
      'GET /api/v1/patients/3/medical-certificates': jsonResponse(200, { items: [] }),
      'POST /api/v1/patients/3/medical-certificates': jsonResponse(409, {
        detail: MEDICAL_CERTIFICATE_MESSAGES.noProfile,
      }),
    });
    renderWithQueries(<PatientMedicalCertificates patientId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: 'New medical certificate' }));
    await userEvent.type(screen.getByLabelText(/^Recommendation/), 'Rest at home');
    await userEvent.type(screen.getByLabelText(/^Purpose/), 'Work excuse');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(MEDICAL_CERTIFICATE_MESSAGES.findingsRequired)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/patients/3/medical-certificates')).toEqual([]);

    await userEvent.type(screen.getByLabelText(/^Findings/), 'Acute gastroenteritis');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(MEDICAL_CERTIFICATE_MESSAGES.noProfile)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/patients/3/medical-certificates')[0]?.body).toMatchObject({
      kind: 'consultation',
      findings: 'Acute gastroenteritis',
      recommendation: 'Rest at home',
      purpose: 'Work excuse',
    });
  });
});
