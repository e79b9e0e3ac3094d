import type { Practitioner, PractitionerFields } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

/** Saves a profile; the roster, every profile and the schedule's columns are read again. */
export const useUpdatePractitioner = (userId: number) =>
  useRefreshingMutation(
    (input: PractitionerFields) => api.put<Practitioner>(`/practitioners/${userId}`, input),
    'practitioner',
  );
