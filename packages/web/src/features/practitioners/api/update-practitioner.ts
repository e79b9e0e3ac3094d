import type { Practitioner, PractitionerFields } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

/** Saves a profile; the roster and every profile are read again, since the printed name is on both. */
export const useUpdatePractitioner = (userId: number) =>
  useRefreshingMutation(
    (input: PractitionerFields) => api.put<Practitioner>(`/practitioners/${userId}`, input),
    [QUERY_ROOTS.practitioners],
  );
