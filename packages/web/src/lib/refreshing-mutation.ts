import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { WRITE_CHANGES, type WriteKind } from './query-keys.ts';

/** Refreshes every cached answer of the resources a write of this kind changes. */
export async function refreshAfter(queryClient: QueryClient, write: WriteKind): Promise<void> {
  await Promise.all(WRITE_CHANGES[write].map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })));
}

/**
 * A call that changes data and, once it succeeds, refreshes what a write of its kind changes, so
 * every screen showing it reads it again. `options.onSuccess` runs first (to place the answer in
 * the cache, say). The mutation settles only after the refresh, so a screen that closes on success
 * shows the change.
 */
export function useRefreshingMutation<Input = void, Output = unknown>(
  mutationFn: (input: Input) => Promise<Output>,
  write: WriteKind,
  options: Omit<UseMutationOptions<Output, Error, Input>, 'mutationFn'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await refreshAfter(queryClient, write);
    },
  });
}
