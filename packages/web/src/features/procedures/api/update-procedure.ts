import type { Procedure, UpdateProcedureInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useProcedureMutation } from './use-procedure-mutation.ts';

export const updateProcedure = ({ id, changes }: { id: number; changes: UpdateProcedureInput }) =>
  api.put<Procedure>(`/procedures/${id}`, changes);

export const useUpdateProcedure = () => useProcedureMutation(updateProcedure);
