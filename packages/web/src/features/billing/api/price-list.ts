import { useQuery } from '@tanstack/react-query';
import type { InventoryResponse, ProductDetail, ServiceListResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/authorization.ts';
import { RESOURCES } from '../../../lib/query-keys.ts';

export const useBillableServices = () =>
  useQuery({
    queryKey: [RESOURCES.services, 'price-list'],
    queryFn: ({ signal }) => api.get<ServiceListResponse>('/services', { signal }),
    select: (answer) => answer.items.filter((service) => service.active),
  });

/** The billable products in stock, for those who may see the stock. */
export function useBillableProducts() {
  const mayRead = useCan('inventory.read');
  return useQuery({
    queryKey: [RESOURCES.inventory, 'price-list'],
    queryFn: ({ signal }) => api.get<InventoryResponse>('/products', { signal }),
    select: (answer) =>
      answer.items.filter((product) => product.billable && product.active && product.usable_on_hand > 0),
    enabled: mayRead,
  });
}

/** The lot a product sold is taken from: the first to expire among those still usable and in stock. */
export async function lotToSell(productId: number): Promise<number | undefined> {
  const product = await api.get<ProductDetail>(`/products/${productId}`);
  const usable = product.lots.filter((lot) => lot.on_hand > 0 && !lot.flags.includes('expired'));
  return usable.sort((a, b) => a.expiry_date.localeCompare(b.expiry_date))[0]?.id;
}
