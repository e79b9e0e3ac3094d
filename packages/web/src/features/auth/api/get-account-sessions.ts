import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSessionList } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { RESOURCES } from '../../../lib/query-keys.ts';

/** The signed-in user's own sessions, this one marked `current`. */
export const getAccountSessions = (signal?: AbortSignal) => api.get<AccountSessionList>('/auth/sessions', { signal });

export const accountSessionsQueryOptions = () =>
  queryOptions({ queryKey: [RESOURCES.account, 'sessions'], queryFn: ({ signal }) => getAccountSessions(signal) });

export const useAccountSessions = () => useQuery(accountSessionsQueryOptions());
