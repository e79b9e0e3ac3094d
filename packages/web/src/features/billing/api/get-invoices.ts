import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoiceListQuery, InvoiceListResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-query-keys.ts';

export type InvoiceListParams = Partial<InvoiceListQuery>;

export const useInvoices = (params: InvoiceListParams) =>
  useQuery({
    queryKey: billingKeys.list(params),
    queryFn: ({ signal }) => api.get<InvoiceListResponse>('/invoices', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
