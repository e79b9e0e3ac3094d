import { describe, expect, it } from 'vitest';
import { saveFaceAnnotationsInputSchema } from '../procedures/face-annotation.schemas.ts';
import {
  INVENTORY_MESSAGES,
  adjustmentInputSchema,
  lotInputSchema,
  productUsageInputSchema,
  toStoredQuantity,
} from './inventory.schemas.ts';

const lot = { lot_number: 'AB123', expiry_date: '2027-03-31', received_date: '2026-01-05', quantity_received: 10 };
const point = { id: 'p1', x: 0.5, y: 0.5, condition: 'Lines', treatment: 'Toxin', product_id: 1, lot_id: 2, amount: 4 };

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('quantities, as the database stores them (two decimals)', () => {
  it('rounds halves away from zero and never answers -0', () => {
    expect(toStoredQuantity(1.255)).toBe(1.26);
    expect(toStoredQuantity(-1.255)).toBe(-1.26);
    expect(Object.is(toStoredQuantity(-0.0001), 0)).toBe(true);
  });

  it.each([0.0001, 0.004, 0, -0.0001, -1])('refuses a lot received of %d', (quantity) => {
    const result = lotInputSchema.safeParse({ ...lot, quantity_received: quantity });
    expect(messagesOf(result)).toEqual([INVENTORY_MESSAGES.quantityPositive]);
  });

  it('keeps the smallest stored quantity, 0.005 rounded up to 0.01', () => {
    expect(lotInputSchema.parse({ ...lot, quantity_received: 0.005 }).quantity_received).toBe(0.01);
    expect(productUsageInputSchema.parse({ product_id: 1, lot_id: 2, amount: '0.01' }).amount).toBe(0.01);
  });

  it('refuses a used amount that rounds to 0', () => {
    const result = productUsageInputSchema.safeParse({ product_id: 1, lot_id: 2, amount: 0.001 });
    expect(messagesOf(result)).toEqual([INVENTORY_MESSAGES.amountPositive]);
  });

  it.each([-0.0001, 0.0001, 0.004, 0])('refuses an adjustment of %d as not more than 0', (quantity) => {
    const result = adjustmentInputSchema.safeParse({ kind: 'waste', quantity, reason: 'Dropped' });
    expect(messagesOf(result)).toEqual([INVENTORY_MESSAGES.quantityPositive]);
  });

  it('takes a count that finds more as found stock, never as a negative removal', () => {
    expect(adjustmentInputSchema.parse({ kind: 'found_stock', quantity: 0.5, reason: 'Recount' }).quantity).toBe(0.5);
    const negative = adjustmentInputSchema.safeParse({ kind: 'count_correction', quantity: -0.5, reason: 'Recount' });
    expect(messagesOf(negative)).toEqual([INVENTORY_MESSAGES.quantityPositive]);
  });

  it('refuses a face point amount that rounds to 0, and keeps a point without a product', () => {
    const save = (annotations: object[]) =>
      saveFaceAnnotationsInputSchema.safeParse({ procedure_id: 1, patient_id: 1, annotations });
    expect(messagesOf(save([{ ...point, amount: 0.0001 }]))).toEqual([INVENTORY_MESSAGES.amountPositive]);
    expect(messagesOf(save([{ ...point, amount: -0.0001 }]))).toEqual([INVENTORY_MESSAGES.amountPositive]);
    expect(save([{ ...point, amount: 0.25 }]).data?.annotations[0]?.amount).toBe(0.25);
    const withoutProduct = save([{ ...point, product_id: null, lot_id: null, amount: null }]);
    expect(withoutProduct.data?.annotations[0]?.amount).toBeUndefined();
  });
});
