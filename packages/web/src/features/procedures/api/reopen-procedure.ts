import type { Procedure, ReopenProcedureInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useProcedureMutation } from './use-procedure-mutation.ts';

export const reopenProcedure = ({ id, ...input }: ReopenProcedureInput & { id: number }) =>
  api.post<Procedure>(`/procedures/${id}/reopen`, input);

export const useReopenProcedure = () => useProcedureMutation(reopenProcedure);
