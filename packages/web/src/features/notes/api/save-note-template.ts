import type { NoteTemplate, NoteTemplateInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

/** A new template, or the edit of the one with `id`; notes already begun keep their sections. */
export const useSaveNoteTemplate = () =>
  useRefreshingMutation(
    ({ id, input }: { id: number | undefined; input: NoteTemplateInput }) =>
      id === undefined
        ? api.post<NoteTemplate>('/note-templates', input)
        : api.put<NoteTemplate>(`/note-templates/${id}`, input),
    'noteTemplate',
  );
