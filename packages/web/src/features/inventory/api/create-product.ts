import type { ProductInput } from '@clinic/contracts';
import { useInventoryWrite } from './save-inventory.ts';

export const useCreateProduct = () => useInventoryWrite<ProductInput>('post', '/products');
