import type { ProductUsage } from '@clinic/contracts';

/** What was used: a product, one of its lots and the amount, all three or none. */
export interface ProductUsageValue {
  product_id?: number | undefined;
  lot_id?: number | undefined;
  amount?: number | undefined;
}

/** Nothing chosen, or a product with its lot and an amount. */
export const isUsageComplete = (usage: ProductUsageValue) =>
  usage.product_id === undefined || (usage.lot_id !== undefined && (usage.amount ?? 0) > 0);

/**
 * How a procedure's products are headed: a booked procedure's are only planned (no stock is taken
 * until it starts), a started one's were used.
 */
export const productsHeading = (usages: readonly ProductUsage[]) =>
  usages.every((usage) => usage.planned) ? 'Planned products' : 'Products';
