import type { Procedure, ProcedureStatus } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useProcedureMutation } from './use-procedure-mutation.ts';

export const updateProcedureStatus = ({ id, status }: { id: number; status: ProcedureStatus }) =>
  api.patch<Procedure>(`/procedures/${id}/status`, undefined, { query: { status } });

export const useUpdateProcedureStatus = () => useProcedureMutation(updateProcedureStatus);
