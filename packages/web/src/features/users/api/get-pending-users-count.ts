import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingUsersCount } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { RESOURCES } from '../../../lib/query-keys.ts';

/** Self-registered accounts waiting for an administrator; under the users root, so any change to a user refreshes it. */
export const getPendingUsersCount = (signal?: AbortSignal) =>
  api.get<PendingUsersCount>('/users/pending-count', { signal });

export const pendingUsersCountQueryOptions = () =>
  queryOptions({
    queryKey: [RESOURCES.users, 'pending-count'],
    queryFn: ({ signal }) => getPendingUsersCount(signal),
  });

export const usePendingUsersCount = () => useQuery(pendingUsersCountQueryOptions());
