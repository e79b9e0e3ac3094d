import type { SignNoteInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import type { DocumentCollection } from './prescription-query-keys.ts';

/** `POST /prescriptions/{id}/sign` or `POST /medical-certificates/{id}/sign`. */
export const useSignDocument = (collection: DocumentCollection) =>
  useRefreshingMutation(
    ({ id, ...proof }: SignNoteInput & { id: number }) => api.post<unknown>(`/${collection}/${id}/sign`, proof),
    'prescription',
  );
