import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { patientKeys } from '../features/patients/api/patient-query-keys.ts';
import { removeToken, setToken } from '../lib/token-storage.ts';
import { mockApi } from '../testing/mock-api.ts';
import { createQueryClient } from './query-client.ts';
import { patientProfileLoader } from './patient-profile-loader.ts';

// The answer never comes: what is checked is that the request is on its way when the route matches.
const PATIENT_REQUEST = 'GET /api/v1/patients/7';
const pending = () => new Promise<Response>(() => {});

function matchProfile(id: string) {
  const queryClient = createQueryClient();
  const api = mockApi({ [PATIENT_REQUEST]: pending });
  const result = patientProfileLoader(queryClient)({ params: { id } } as unknown as LoaderFunctionArgs);
  return { queryClient, api, result };
}

describe('the patient profile route', () => {
  it('asks for the patient as soon as it is matched, before its screen has loaded', () => {
    setToken('test-token');
    const { queryClient, api, result } = matchProfile('7');
    expect(result).toBeNull();
    expect(queryClient.getQueryState(patientKeys.detail(7))?.fetchStatus).toBe('fetching');
    return expect.poll(() => api.requestsTo(PATIENT_REQUEST)).toHaveLength(1);
  });

  it('asks for nothing without a stored token, or for an id that is not a patient’s', async () => {
    setToken('test-token');
    const notAnId = matchProfile('new');
    expect(notAnId.queryClient.getQueryState(patientKeys.detail(Number.NaN))).toBeUndefined();
    removeToken();
    const signedOut = matchProfile('7');
    expect(signedOut.queryClient.getQueryState(patientKeys.detail(7))).toBeUndefined();
    await Promise.resolve();
    expect([...notAnId.api.requests, ...signedOut.api.requests]).toEqual([]);
  });
});
