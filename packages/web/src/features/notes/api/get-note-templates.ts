import { useQuery } from '@tanstack/react-query';
import type { NoteTemplate } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { noteKeys } from './note-query-keys.ts';

export const useNoteTemplates = () =>
  useQuery({
    queryKey: noteKeys.templates(),
    queryFn: ({ signal }) => api.get<NoteTemplate[]>('/note-templates', { signal }),
  });
