import { useQuery } from '@tanstack/react-query';
import type { NotesResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { noteKeys } from './note-query-keys.ts';

export const useProcedureNotes = (procedureId: number) =>
  useQuery({
    queryKey: noteKeys.ofProcedure(procedureId),
    queryFn: ({ signal }) => api.get<NotesResponse>(`/procedures/${procedureId}/notes`, { signal }),
  });
