import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOTE_MESSAGES } from '@clinic/contracts';
import { buildNoteTemplate, buildUser } from '@clinic/contracts/testing';
import { setToken } from '../../../lib/token-storage.ts';
import { jsonResponse, mockApi } from '../../../testing/mock-api.ts';
import { renderInRouter } from '../../../testing/render-in-router.tsx';
import { NoteTemplatesScreen } from './note-templates-screen.tsx';

const botox = buildNoteTemplate();

function renderScreen(more: Parameters<typeof mockApi>[0] = {}) {
  setToken('token');
  const api = mockApi({
    'GET /api/v1/users/me': jsonResponse(200, buildUser({ role: 'ADMIN' })),
    'GET /api/v1/note-templates': jsonResponse(200, [botox]),
    ...more,
  });
  renderInRouter(<NoteTemplatesScreen />);
  return api;
}

describe('NoteTemplatesScreen', () => {
  it('lists each template with its sections and the procedures that open it', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Note templates' });
    expect(within(table).getByText('Areas treated, Technique')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit Botox' })).toBeInTheDocument();
  });

  it('creates a SOAP template tied to a procedure name, and says so', async () => {
    const api = renderScreen({
      'POST /api/v1/note-templates': jsonResponse(200, { ...botox, id: 5, name: 'Peel' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = screen.getByRole('dialog', { name: 'New note template' });
    expect(within(dialog).getByLabelText('Section 1')).toHaveValue('Subjective');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Peel');
    await userEvent.type(within(dialog).getByLabelText('Procedure name 1'), 'Chemical Peel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Peel saved.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/note-templates')[0]?.body).toEqual({
      name: 'Peel',
      sections: ['Subjective', 'Objective', 'Assessment', 'Plan'],
      procedure_names: ['Chemical Peel'],
    });
  });

  it('edits a template’s sections, refusing a blank title before sending', async () => {
    const api = renderScreen({ 'PUT /api/v1/note-templates/4': jsonResponse(200, botox) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Botox' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Botox' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add section' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await within(dialog).findByText(NOTE_MESSAGES.sectionTitleRequired)).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/v1/note-templates/4')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Section 3'), 'Aftercare given');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Botox saved.')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/v1/note-templates/4')[0]?.body).toEqual({
      name: 'Botox',
      sections: ['Areas treated', 'Technique', 'Aftercare given'],
      procedure_names: ['Botox'],
    });
  });
});
