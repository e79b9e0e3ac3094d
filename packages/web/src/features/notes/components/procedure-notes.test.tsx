import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES, type Note } from '@clinic/contracts';
import { buildNoteTemplate, buildUser } from '@clinic/contracts/testing';
import { setToken } from '../../../lib/token-storage.ts';
import { jsonResponse, mockApi } from '../../../testing/mock-api.ts';
import { renderWithQueries } from '../../../testing/render-with-queries.tsx';
import { ProcedureNotes } from './procedure-notes.tsx';

const doctor = buildUser({ role: 'DOCTOR', full_name: 'Maria Reyes' });

const note = (overrides: Partial<Note>): Note => ({
  id: 1,
  procedure_id: 7,
  procedure_name: 'Botox - forehead',
  patient_id: 3,
  template_id: null,
  status: 'draft',
  sections: { Subjective: 'Frown lines' },
  author_id: doctor.id,
  author: 'Maria Reyes',
  author_role: 'DOCTOR',
  created_at: '2026-03-02T01:00:00.000Z',
  updated_at: '2026-03-02T01:00:00.000Z',
  signed_at: null,
  signed_by: null,
  sha256: null,
  cosigner: null,
  cosigned_at: null,
  amendments: [],
  ...overrides,
});

const botox = buildNoteTemplate();

function renderNotes(items: Note[], more: Parameters<typeof mockApi>[0] = {}) {
  setToken('token');
  const api = mockApi({
    'GET /api/v1/users/me': jsonResponse(200, doctor),
    'GET /api/v1/procedures/7/notes': jsonResponse(200, { items }),
    'GET /api/v1/note-templates': jsonResponse(200, [botox]),
    ...more,
  });
  renderWithQueries(<ProcedureNotes procedureId={7} procedureName="Botox - forehead" />);
  return api;
}

describe('ProcedureNotes', () => {
  it('reads a signed note as the original followed by its amendment, each with who and when', async () => {
    renderNotes([
      note({
        status: 'signed',
        signed_at: '2026-03-02T02:00:00.000Z',
        signed_by: 'Maria Reyes',
        amendments: [
          {
            id: 9,
            reason: 'Wrong side named',
            sections: { Subjective: 'Crow’s feet' },
            signed_at: '2026-03-03T02:00:00.000Z',
            signed_by: 'Paolo Cruz',
            sha256: 'ab',
          },
        ],
      }),
    ]);
    expect(await screen.findByText('Frown lines')).toBeInTheDocument();
    expect(screen.getByText(/Signed by Maria Reyes on/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Amendment by Paolo Cruz on/ })).toBeInTheDocument();
    expect(screen.getByText('Reason: Wrong side named')).toBeInTheDocument();
    expect(screen.getByText('Crow’s feet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Amend' })).toBeInTheDocument();
  });

  it('begins a new note on the template the procedure’s name opens', async () => {
    const api = renderNotes([], {
      'POST /api/v1/procedures/7/notes': jsonResponse(200, note({ template_id: 4 })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New note' }));
    expect(screen.getByText(/From the Botox template/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Areas treated'), 'Forehead');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Note saved as a draft.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/procedures/7/notes')[0]?.body).toEqual({
      template_id: 4,
      sections: { 'Areas treated': 'Forehead', Technique: '' },
    });
  });

  it('signs the author’s draft with their password, saying why when the password is wrong', async () => {
    let attempts = 0;
    const api = renderNotes([note({})], {
      'POST /api/v1/notes/1/sign': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(400, { detail: CONSENT_MESSAGES.wrongPassword })
          : jsonResponse(200, note({ status: 'signed' }));
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign' }));
    const password = screen.getByLabelText('Your password');
    await userEvent.type(password, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText(CONSENT_MESSAGES.wrongPassword)).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Note signed.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/notes/1/sign').map((request) => request.body)).toEqual([
      { password: 'wrong' },
      { password: 'right' },
    ]);
  });

  it('asks for the authenticator code instead of the password when two-factor sign-in is on', async () => {
    const api = renderNotes([note({})], {
      'GET /api/v1/users/me': jsonResponse(200, { ...doctor, mfa_enabled: true }),
      'POST /api/v1/notes/1/sign': jsonResponse(200, note({ status: 'signed' })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign' }));
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code from your authenticator app'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Note signed.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/notes/1/sign')[0]?.body).toEqual({ code: '123456' });
  });

  it('lets a two-factor user sign with the password instead', async () => {
    const api = renderNotes([note({})], {
      'GET /api/v1/users/me': jsonResponse(200, { ...doctor, mfa_enabled: true }),
      'POST /api/v1/notes/1/sign': jsonResponse(200, note({ status: 'signed' })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use your password instead' }));
    await userEvent.type(screen.getByLabelText('Your password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Note signed.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/notes/1/sign')[0]?.body).toEqual({ password: 'secret' });
  });

  it('amends a signed note with a reason, the corrected sections and the password', async () => {
    const signed = note({ status: 'signed', signed_at: '2026-03-02T02:00:00.000Z', signed_by: 'Maria Reyes' });
    const api = renderNotes([signed], { 'POST /api/v1/notes/1/amendments': jsonResponse(200, signed) });
    await userEvent.click(await screen.findByRole('button', { name: 'Amend' }));
    await userEvent.type(screen.getByLabelText('Reason'), 'Wrong area');
    await userEvent.type(screen.getByLabelText('Subjective'), 'Glabella');
    await userEvent.type(screen.getByLabelText('Your password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign amendment' }));
    expect(await screen.findByText('Amendment signed.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/notes/1/amendments')[0]?.body).toEqual({
      reason: 'Wrong area',
      sections: { Subjective: 'Glabella' },
      password: 'secret',
    });
  });

  it('shows nothing to the front desk, which does not read notes', async () => {
    setToken('token');
    const api = mockApi({ 'GET /api/v1/users/me': jsonResponse(200, buildUser({ role: 'STAFF' })) });
    renderWithQueries(<ProcedureNotes procedureId={7} procedureName="Botox" />);
    await waitFor(() => expect(api.requestsTo('GET /api/v1/users/me')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Notes' })).not.toBeInTheDocument();
    expect(api.requestsTo('GET /api/v1/procedures/7/notes')).toHaveLength(0);
  });
});
