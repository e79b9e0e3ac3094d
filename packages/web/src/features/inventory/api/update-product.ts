import type { ProductInput } from '@clinic/contracts';
import { useInventoryWrite } from './save-inventory.ts';

export const useUpdateProduct = (productId: number) => useInventoryWrite<ProductInput>('put', `/products/${productId}`);
