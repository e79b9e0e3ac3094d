import type { CreateProcedureInput, Procedure } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useProcedureMutation } from './use-procedure-mutation.ts';

/** One call saves the procedure, its points and its payment (docs/decisions: procedure save). */
export const createProcedure = (input: CreateProcedureInput) => api.post<Procedure>('/procedures/', input);

export const useCreateProcedure = () => useProcedureMutation(createProcedure);
