import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

/** A write to the inventory at `path`; every inventory screen is read again after it. */
export function useInventoryWrite<Input>(method: 'post' | 'put', path: string) {
  return useRefreshingMutation((input: Input) => api[method]<unknown>(path, input), 'inventory');
}
