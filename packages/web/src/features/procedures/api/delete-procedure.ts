import { api } from '../../../lib/api-client.ts';
import { useProcedureMutation } from './use-procedure-mutation.ts';

export const deleteProcedure = (id: number) => api.delete<{ message: string }>(`/procedures/${id}`);

export const useDeleteProcedure = () => useProcedureMutation(deleteProcedure);
