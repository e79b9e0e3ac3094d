import type { Procedure, RescheduleInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useProcedureMutation } from './use-procedure-mutation.ts';

export const rescheduleProcedure = ({ id, ...input }: RescheduleInput & { id: number }) =>
  api.patch<Procedure>(`/procedures/${id}/schedule`, input);

export const useRescheduleProcedure = () => useProcedureMutation(rescheduleProcedure);
