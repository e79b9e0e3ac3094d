import type { NoteTemplate } from '../notes/note.schemas.ts';

/** The clinic's Botox note template (id 4) as the API answers it; plain data, no I/O. */
export function buildNoteTemplate(overrides: Partial<NoteTemplate> = {}): NoteTemplate {
  return {
    id: 4,
    name: 'Botox',
    sections: ['Areas treated', 'Technique'],
    procedure_names: ['Botox'],
    created_at: '2026-01-05T08:00:00.000Z',
    updated_at: '2026-01-05T08:00:00.000Z',
    ...overrides,
  };
}
