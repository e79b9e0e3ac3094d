import type { LotInput } from '@clinic/contracts';
import { useInventoryWrite } from './save-inventory.ts';

export const useCreateLot = (productId: number) => useInventoryWrite<LotInput>('post', `/products/${productId}/lots`);
