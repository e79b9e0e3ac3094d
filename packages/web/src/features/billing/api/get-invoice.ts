import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-query-keys.ts';

export const useInvoice = (id: number) =>
  useQuery({
    queryKey: billingKeys.invoice(id),
    queryFn: ({ signal }) => api.get<Invoice>(`/invoices/${id}`, { signal }),
  });
