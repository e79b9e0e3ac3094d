import { useQuery } from '@tanstack/react-query';
import type { PractitionerSummary } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { RESOURCES } from '../../../lib/query-keys.ts';

/** The active doctor roster, offered for a procedure's doctor. */
export const usePractitionerRoster = () =>
  useQuery({
    queryKey: [RESOURCES.practitioners, 'roster'],
    queryFn: ({ signal }) => api.get<PractitionerSummary[]>('/practitioners', { signal }),
  });
