import { QUERY_ROOTS } from '../../../lib/query-keys.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { procedureKeys } from './procedure-query-keys.ts';

/** A mutation that refreshes every cached procedure answer (and payments shown beside them). */
export function useProcedureMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  return useRefreshingMutation(mutationFn, procedureKeys.all, [QUERY_ROOTS.transactions]);
}
