import { RESOURCES } from '../../../lib/query-keys.ts';

/** Cache keys of the inventory; every write invalidates the root, since stock shows on every screen of it. */
export const inventoryKeys = {
  all: [RESOURCES.inventory] as const,
  list: () => [...inventoryKeys.all, 'list'] as const,
  product: (id: number) => [...inventoryKeys.all, 'product', id] as const,
  lot: (id: number) => [...inventoryKeys.all, 'lot', id] as const,
  recipients: (lotId: number) => [...inventoryKeys.all, 'recipients', lotId] as const,
};
