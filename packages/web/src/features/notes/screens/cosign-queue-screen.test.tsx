import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Note } from '@clinic/contracts';
import { buildUser } from '@clinic/contracts/testing';
import { setToken } from '../../../lib/token-storage.ts';
import { jsonResponse, mockApi } from '../../../testing/mock-api.ts';
import { renderInRouter } from '../../../testing/render-in-router.tsx';
import { CosignQueueScreen } from './cosign-queue-screen.tsx';

const waiting: Note = {
  id: 9,
  procedure_id: 7,
  procedure_name: 'Botox - forehead',
  patient_id: 3,
  template_id: null,
  status: 'signed',
  sections: { 'Areas treated': 'Forehead, 10 U' },
  author_id: 21,
  author: 'Ana Santos',
  author_role: 'NURSE',
  created_at: '2026-03-02T01:00:00.000Z',
  updated_at: '2026-03-02T01:00:00.000Z',
  signed_at: '2026-03-02T02:00:00.000Z',
  signed_by: 'Ana Santos',
  sha256: 'a'.repeat(64),
  cosigner: 'Maria Reyes',
  cosigned_at: null,
  amendments: [],
};

describe('CosignQueueScreen', () => {
  it('shows each waiting note with its procedure, author and text, and co-signs it with the password', async () => {
    setToken('token');
    const api = mockApi({
      'GET /api/v1/users/me': jsonResponse(200, buildUser({ role: 'DOCTOR' })),
      'GET /api/v1/notes/cosign-queue': jsonResponse(200, { items: [waiting] }),
      'POST /api/v1/notes/9/cosign': jsonResponse(200, { ...waiting, status: 'cosigned' }),
    });
    renderInRouter(<CosignQueueScreen />);
    expect(await screen.findByRole('link', { name: 'Botox - forehead' })).toHaveAttribute('href', '/procedures/7');
    expect(screen.getByText(/Signed by Ana Santos \(nurse\) on/)).toBeInTheDocument();
    expect(screen.getByText('Forehead, 10 U')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Co-sign the note on Botox - forehead' }));
    await userEvent.type(screen.getByLabelText('Your password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Note co-signed.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/notes/9/cosign')[0]?.body).toEqual({ password: 'secret' });
  });

  it('says when nothing waits', async () => {
    setToken('token');
    mockApi({
      'GET /api/v1/users/me': jsonResponse(200, buildUser({ role: 'DOCTOR' })),
      'GET /api/v1/notes/cosign-queue': jsonResponse(200, { items: [] }),
    });
    renderInRouter(<CosignQueueScreen />);
    expect(await screen.findByText('No notes wait for your co-signature.')).toBeInTheDocument();
  });
});
