import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Practitioner } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { RESOURCES } from '../../../lib/query-keys.ts';

export const practitionerQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [RESOURCES.practitioners, 'profile', userId],
    queryFn: ({ signal }) => api.get<Practitioner>(`/practitioners/${userId}`, { signal }),
  });

/** One user's practitioner profile, with the signature; undefined `userId` waits. */
export const usePractitioner = (userId: number | undefined) =>
  useQuery({ ...practitionerQueryOptions(userId ?? 0), enabled: userId !== undefined });
