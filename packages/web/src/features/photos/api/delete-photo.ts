import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const deletePhoto = (photoId: number): Promise<unknown> => api.delete(`/photos/${photoId}`);

export function useDeletePhoto() {
  return useRefreshingMutation(deletePhoto, 'photo');
}
