import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProcedureInput, Procedure, ProcedureStatus, UpdateProcedureInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { PROCEDURES_QUERY_KEY } from './procedure-query-keys.ts';

/** One call saves the procedure, its points and its payment (docs/decisions: procedure save). */
export const createProcedure = (input: CreateProcedureInput) => api.post<Procedure>('/procedures/', input);
export const updateProcedure = ({ id, changes }: { id: number; changes: UpdateProcedureInput }) =>
  api.put<Procedure>(`/procedures/${id}`, changes);
export const updateProcedureStatus = ({ id, status }: { id: number; status: ProcedureStatus }) =>
  api.patch<Procedure>(`/procedures/${id}/status`, undefined, { query: { status } });
export const deleteProcedure = (id: number) => api.delete<{ message: string }>(`/procedures/${id}`);

/** A mutation that refreshes every cached procedure answer (and payments shown beside them). */
function useProcedureMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PROCEDURES_QUERY_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['transactions'] }),
      ]),
  });
}

export const useCreateProcedure = () => useProcedureMutation(createProcedure);
export const useUpdateProcedure = () => useProcedureMutation(updateProcedure);
export const useUpdateProcedureStatus = () => useProcedureMutation(updateProcedureStatus);
export const useDeleteProcedure = () => useProcedureMutation(deleteProcedure);
