import type { Note, SignNoteInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export function useSignNote() {
  return useRefreshingMutation(
    ({ id, ...proof }: SignNoteInput & { id: number }) => api.post<Note>(`/notes/${id}/sign`, proof),
    'note',
  );
}
