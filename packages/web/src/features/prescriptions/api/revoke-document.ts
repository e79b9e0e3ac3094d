import type { RevokeInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import type { DocumentCollection } from './prescription-query-keys.ts';

/** `POST /prescriptions/{id}/revoke` or `POST /medical-certificates/{id}/revoke`. */
export const useRevokeDocument = (collection: DocumentCollection) =>
  useRefreshingMutation(
    ({ id, reason }: RevokeInput & { id: number }) => api.post<unknown>(`/${collection}/${id}/revoke`, { reason }),
    'prescription',
  );
