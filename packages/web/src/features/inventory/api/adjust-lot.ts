import type { AdjustmentInput } from '@clinic/contracts';
import { useInventoryWrite } from './save-inventory.ts';

export const useAdjustLot = (lotId: number) => useInventoryWrite<AdjustmentInput>('post', `/lots/${lotId}/adjustments`);
