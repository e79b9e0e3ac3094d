import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PATIENT_MESSAGES, type PatientSummary } from '@clinic/contracts';
import { renderWithQueries } from '../../../../testing/render-with-queries.tsx';
import { ArchivePatientButton } from './archive-patient-button.tsx';

const patient: PatientSummary = {
  id: 4821,
  first_name: 'Maria',
  middle_name: '',
  last_name: 'Santos',
  sex: 'F',
  date_of_birth: '1990-03-12',
  email: 'maria@example.com',
  phone_primary: '09171234567',
  created_by_role: 'ADMIN',
  created_at: '2026-03-01T01:00:00.000Z',
  updated_at: '2026-03-01T01:00:00.000Z',
};

describe('archiving a patient', () => {
  it("asks with the spec's words and names the patient's ID and birth date", async () => {
    renderWithQueries(<ArchivePatientButton patient={patient} onError={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Archive Maria Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Patient' });
    expect(dialog).toHaveAccessibleDescription(
      `${PATIENT_MESSAGES.archiveConfirm('Maria Santos')} Patient ID 4821 Date of Birth Mar 12, 1990`,
    );
    expect(within(dialog).getByText('4821')).toBeInTheDocument();
    expect(within(dialog).getByText('Mar 12, 1990')).toBeInTheDocument();
  });
});
