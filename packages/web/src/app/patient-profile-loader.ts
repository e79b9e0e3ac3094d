import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { patientQueryOptions } from '../features/patients/api/get-patient.ts';
import { getToken } from '../lib/token-storage.ts';

/**
 * The profile's patient, asked for as soon as the route is matched. In a new tab the screen's
 * scripts (the themed layout, the staff layout, the profile) take longer to load than the answer
 * takes to arrive, so the two now overlap instead of one waiting for the other; the screen's own
 * query joins the request in flight. Only with a stored token: a visitor without one is sent to
 * sign in, and asks for nothing.
 */
export const patientProfileLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs): null => {
    const id = Number(params.id);
    if (getToken() && Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(patientQueryOptions(id));
    return null;
  };
