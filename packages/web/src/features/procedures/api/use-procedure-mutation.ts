import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';
import { procedureKeys } from './procedure-query-keys.ts';

/** A mutation that refreshes every cached procedure answer (and payments shown beside them). */
export function useProcedureMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: procedureKeys.all }),
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.transactions] }),
      ]),
  });
}
