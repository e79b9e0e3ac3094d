import type { PhotoListResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { photoKeys } from './photo-query-keys.ts';

export const patientPhotosQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: photoKeys.ofPatient(patientId),
    queryFn: ({ signal }) => api.get<PhotoListResponse>(`/patients/${patientId}/photos`, { signal }),
  });

export const usePatientPhotos = (patientId: number) => useQuery(patientPhotosQueryOptions(patientId));
