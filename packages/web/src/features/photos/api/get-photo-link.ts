import { DOWNLOAD_LINK_SECONDS, type PhotoLinkResponse, type PhotoSize } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { photoKeys } from './photo-query-keys.ts';

/** A signed link to one size of a photo; asked again before it expires, each ask recorded as a view. */
export const photoLinkQueryOptions = (photoId: number, size: PhotoSize) =>
  queryOptions({
    queryKey: photoKeys.link(photoId, size),
    queryFn: ({ signal }) => api.get<PhotoLinkResponse>(`/photos/${photoId}`, { signal, query: { size } }),
    staleTime: (DOWNLOAD_LINK_SECONDS - 60) * 1000,
    gcTime: (DOWNLOAD_LINK_SECONDS - 60) * 1000,
  });

export const usePhotoLink = (photoId: number, size: PhotoSize) => useQuery(photoLinkQueryOptions(photoId, size));
