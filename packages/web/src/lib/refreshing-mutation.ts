import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A call that changes data and, once it succeeds, refreshes the cached answers under each of
 * `refreshes` (a key, or the first part of many), so every screen showing them reads them again.
 * The mutation settles only after that refresh, so a screen that closes on success shows the change.
 */
export function useRefreshingMutation<Input = void, Output = unknown>(
  mutationFn: (input: Input) => Promise<Output>,
  ...refreshes: QueryKey[]
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
