import type { Note, NoteAmendmentInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export function useAmendNote() {
  return useRefreshingMutation(
    ({ id, ...amendment }: NoteAmendmentInput & { id: number }) => api.post<Note>(`/notes/${id}/amendments`, amendment),
    'note',
  );
}
