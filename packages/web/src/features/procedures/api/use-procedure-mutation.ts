import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

/** A procedure write: refreshes what a procedure changes (its lists, payments, stock, reminders, history). */
export function useProcedureMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  return useRefreshingMutation(mutationFn, 'procedure');
}
