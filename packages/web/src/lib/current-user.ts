import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@clinic/contracts';
import { api } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { RESOURCES } from './query-keys.ts';
import { getToken, setToken } from './token-storage.ts';

export const currentUserQueryKey = [RESOURCES.currentUser] as const;

/**
 * The signed-in user, or null when there is no token or the server no longer accepts it. The schema
 * loads only when there is a token to check, keeping the validation library off the sign-in page.
 */
export async function getCurrentUser(): Promise<User | null> {
  if (!getToken()) return null;
  try {
    const [{ userSchema }, body] = await Promise.all([import('./user-schema.ts'), api.get('/users/me')]);
    return userSchema.parse(body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getCurrentUser,
    // Without a token the answer is known at once, so a signed-out visitor never sees a loading screen.
    initialData: () => (getToken() ? undefined : null),
    staleTime: Infinity,
    retry: false,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/** After sign-in or registration: keep the token, then load and remember the user it belongs to. */
export async function startSession(queryClient: QueryClient, token: string): Promise<User | null> {
  setToken(token);
  return queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
}

/** Forgets the signed-in user and every answer cached for them. */
export function clearSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
  queryClient.setQueryData(currentUserQueryKey, null);
}
