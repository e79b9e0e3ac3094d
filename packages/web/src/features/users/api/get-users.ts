import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { RESOURCES } from '../../../lib/query-keys.ts';

/** The spec's client asks for `/users/5/users`; the 5 is a fixed part of the path. */
export const getUsers = (signal?: AbortSignal) => api.get<User[]>('/users/5/users', { signal });

export const usersQueryOptions = () =>
  queryOptions({ queryKey: [RESOURCES.users], queryFn: ({ signal }) => getUsers(signal) });

export const useUsers = () => useQuery(usersQueryOptions());
