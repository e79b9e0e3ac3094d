import { useQuery } from '@tanstack/react-query';
import type { StaleNoteDrafts } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { RESOURCES } from '../../../lib/query-keys.ts';

/** Note drafts left unsigned past the server's hours: the caller's own, or everyone's for administrators. */
export const useStaleDrafts = (enabled: boolean) =>
  useQuery({
    queryKey: [RESOURCES.notes, 'stale-drafts'],
    queryFn: ({ signal }) => api.get<StaleNoteDrafts>('/notes/stale-drafts', { signal }),
    enabled,
  });
