import type { PhotoListResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { photoKeys } from './photo-query-keys.ts';

export const procedurePhotosQueryOptions = (procedureId: number) =>
  queryOptions({
    queryKey: photoKeys.ofProcedure(procedureId),
    queryFn: ({ signal }) => api.get<PhotoListResponse>(`/procedures/${procedureId}/photos`, { signal }),
  });

/** A procedure's photos; asked for only when `enabled` (the user may see them). */
export const useProcedurePhotos = (procedureId: number, enabled: boolean) =>
  useQuery({ ...procedurePhotosQueryOptions(procedureId), enabled });
