import { z } from 'zod';
import { PRODUCT_UNITS } from '../inventory/inventory.schemas.ts';
import { TAX_CLASSES } from './tax-class.ts';

/**
 * A product as the price list sells it to every role that bills: its price, tax class and the lot a
 * sale takes from (the first to expire still usable and in stock), without the stock's counts.
 */
export const billableProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  selling_price: z.string(),
  tax_class: z.enum(TAX_CLASSES),
  senior_pwd_eligible: z.boolean(),
  lot_id: z.number().int(),
  lot_number: z.string(),
  expiry_date: z.string(),
});
export type BillableProduct = z.infer<typeof billableProductSchema>;

export const billableProductListSchema = z.object({ items: z.array(billableProductSchema) });
export type BillableProductList = z.infer<typeof billableProductListSchema>;
