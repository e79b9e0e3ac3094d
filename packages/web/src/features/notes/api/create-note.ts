import type { Note, NoteInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export function useCreateNote(procedureId: number) {
  return useRefreshingMutation((input: NoteInput) => api.post<Note>(`/procedures/${procedureId}/notes`, input), 'note');
}
