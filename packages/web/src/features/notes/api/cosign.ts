import { useQuery } from '@tanstack/react-query';
import type { Note, NotesResponse, SignNoteInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { noteKeys } from './note-query-keys.ts';

/** The signed notes waiting for the signed-in doctor's co-signature. */
export const useCosignQueue = () =>
  useQuery({
    queryKey: noteKeys.cosignQueue(),
    queryFn: ({ signal }) => api.get<NotesResponse>('/notes/cosign-queue', { signal }),
  });

export function useCosignNote() {
  return useRefreshingMutation(
    ({ id, ...proof }: SignNoteInput & { id: number }) => api.post<Note>(`/notes/${id}/cosign`, proof),
    'note',
  );
}
