import { useQuery } from '@tanstack/react-query';
import type { BillableProductList, ServiceListResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { RESOURCES } from '../../../lib/query-keys.ts';

export const useBillableServices = () =>
  useQuery({
    queryKey: [RESOURCES.services, 'price-list'],
    queryFn: ({ signal }) => api.get<ServiceListResponse>('/services', { signal }),
    select: (answer) => answer.items.filter((service) => service.active),
  });

/** The billable products in stock, with the lot a sale takes from: every role that bills may read them. */
export const useBillableProducts = () =>
  useQuery({
    queryKey: [RESOURCES.inventory, 'price-list'],
    queryFn: ({ signal }) => api.get<BillableProductList>('/price-list/products', { signal }),
    select: (answer) => answer.items,
  });
