import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DUPLICATE_MESSAGES, type PossibleDuplicate } from '@clinic/contracts';
import { buildUser } from '@clinic/contracts/testing';
import { setToken } from '../../../../lib/token-storage.ts';
import { jsonResponse, mockApi } from '../../../../testing/mock-api.ts';
import { renderInRouter } from '../../../../testing/render-in-router.tsx';
import { PossibleDuplicates } from './possible-duplicates.tsx';

const patient = { id: 52, first_name: 'Maria', middle_name: '', last_name: 'Santos' };
const duplicate: PossibleDuplicate = {
  id: 17,
  first_name: 'María',
  middle_name: 'Cruz',
  last_name: 'Santos',
  date_of_birth: '1990-03-12',
  matched_by: ['name'],
};

function showDuplicates(role: 'ADMIN' | 'NURSE') {
  setToken('token');
  return mockApi({
    'GET /api/v1/users/me': jsonResponse(200, buildUser({ role })),
    'GET /api/v1/patients/52/possible-duplicates': jsonResponse(200, { items: [duplicate] }),
    'POST /api/v1/patients/52/merge': jsonResponse(200, { message: 'Patient merged successfully' }),
  });
}

describe('possible duplicates on the profile', () => {
  it('names each possible duplicate with its ID and birth date, linked to its profile', async () => {
    showDuplicates('NURSE');
    renderInRouter(<PossibleDuplicates patient={patient} />);
    const link = await screen.findByRole('link', {
      name: 'Possible duplicate of María Cruz Santos (ID 17, born Mar 12, 1990)',
    });
    expect(link).toHaveAttribute('href', '/patients/17');
    expect(screen.queryByRole('button', { name: 'Merge into…' })).not.toBeInTheDocument();
  });

  it('lets an administrator merge into the duplicate after a confirmation naming both patients', async () => {
    const api = showDuplicates('ADMIN');
    const { router } = renderInRouter(<PossibleDuplicates patient={patient} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Merge into…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge patient records' });
    expect(
      within(dialog).getByText(DUPLICATE_MESSAGES.mergeConfirm('Maria Santos (ID 52)', 'María Cruz Santos (ID 17)')),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await expect.poll(() => router.state.location.pathname).toBe('/patients/17');
    expect(api.requestsTo('POST /api/v1/patients/52/merge').map((request) => request.body)).toEqual([
      { into_patient_id: 17 },
    ]);
  });
});
