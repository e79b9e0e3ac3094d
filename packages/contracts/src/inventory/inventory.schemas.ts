import { z } from 'zod';
import { isValidIsoDate } from '../common/dates.ts';
import { recordIdSchema } from '../common/ids.ts';
import { singleLineText } from '../common/text.ts';
import { TAX_CLASSES, priceSchema, taxClassSchema } from '../billing/tax-class.ts';

export const PRODUCT_CATEGORIES = [
  'toxin',
  'filler',
  'skin_booster',
  'thread',
  'topical',
  'medicine',
  'other',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_UNITS = ['U', 'mL', 'syringe', 'thread', 'piece'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

export const ADJUSTMENT_KINDS = ['waste', 'count_correction', 'return_to_supplier', 'found_stock'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** The one kind that puts units back into a lot: a count that finds more than expected. */
export const adjustmentAddsStock = (kind: AdjustmentKind): boolean => kind === 'found_stock';

/** A lot is flagged as expiring this many days before its expiry date. */
export const EXPIRING_WITHIN_DAYS = 30;

export const INVENTORY_FLAGS = ['low', 'expiring', 'expired'] as const;
export type InventoryFlag = (typeof INVENTORY_FLAGS)[number];

export const INVENTORY_MESSAGES = {
  /** A use's place in a recipient list when the line was not drawn on a face point. */
  notOnAPoint: 'Not on a point',
  productNotFound: 'Product not found',
  lotNotFound: 'Lot not found',
  duplicateLot: 'This product already has a lot with this number',
  duplicateProduct: 'A product with this name already exists',
  nameRequired: 'Name is required',
  lotNumberRequired: 'Lot number is required',
  reasonRequired: 'Reason is required',
  invalidDate: 'Enter a valid date (YYYY-MM-DD)',
  quantityPositive: 'Quantity must be more than 0',
  amountPositive: 'Amount must be more than 0',
  adjustmentTooLarge: (onHand: string, unit: string) => `Only ${onHand} ${unit} of this lot are on hand`,
  notEnoughStock: (lot: string, onHand: string, unit: string) =>
    `Not enough stock in lot ${lot}: ${onHand} ${unit} on hand`,
  lotExpired: (lot: string, expiry: string) => `Lot ${lot} expired on ${expiry}`,
  receivingExpired: (expiry: string) =>
    `This lot expired on ${expiry}. Confirm to receive it as expired stock; it cannot be used on patients.`,
  lotOfOtherProduct: (lot: string) => `Lot ${lot} is not a lot of the chosen product`,
  lotNeedsProduct: 'Choose the product of the lot',
  productNeedsLotAndAmount: 'A product needs its lot and an amount',
} as const;

/**
 * A quantity as the database keeps it (`numeric(12,2)`): two decimals, halves away from zero as
 * PostgreSQL rounds them, and never -0.
 */
export function toStoredQuantity(value: number): number {
  // 1.255 * 100 is 125.49999…: 15 significant digits drop that float noise before rounding.
  const hundredths = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  const rounded = (Math.sign(value) * hundredths) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** Units or millilitres received or used: more than 0 once rounded as stored, so 0.001 is refused too. */
export const positiveQuantity = (message: string) =>
  z.coerce
    .number({ message })
    .max(1_000_000)
    .transform(toStoredQuantity)
    .refine((value) => value > 0, { message });

const isoDate = z.string().refine(isValidIsoDate, { message: INVENTORY_MESSAGES.invalidDate });

export const productInputSchema = z.object({
  name: singleLineText().trim().min(1, { message: INVENTORY_MESSAGES.nameRequired }).max(200),
  category: z.enum(PRODUCT_CATEGORIES),
  unit: z.enum(PRODUCT_UNITS),
  low_stock_threshold: z.coerce.number().min(0).max(1_000_000).default(0),
  active: z.boolean().default(true),
  /** Per unit, VAT-inclusive when the clinic is VAT-registered. */
  selling_price: priceSchema.default('0'),
  tax_class: taxClassSchema.default('vatable'),
  /** Whether the product is sold on an invoice (a sunscreen), not only used in treatments. */
  billable: z.boolean().default(false),
  /** Takes the senior citizen and PWD discount when sold (a medicine); the clinic's call for the rest. */
  senior_pwd_eligible: z.boolean().default(false),
});
export type ProductInput = z.input<typeof productInputSchema>;

export const lotInputSchema = z.object({
  lot_number: singleLineText().trim().min(1, { message: INVENTORY_MESSAGES.lotNumberRequired }).max(100),
  expiry_date: isoDate,
  quantity_received: positiveQuantity(INVENTORY_MESSAGES.quantityPositive),
  received_date: isoDate,
  supplier: singleLineText().trim().max(200).default(''),
  /** Receiving a lot already past its expiry date is refused unless the person confirms it. */
  confirm_expired: z.boolean().default(false),
});
export type LotInput = z.input<typeof lotInputSchema>;

export const adjustmentInputSchema = z.object({
  kind: z.enum(ADJUSTMENT_KINDS),
  /** Units counted out of stock, or, for found stock, into it: never negative. */
  quantity: positiveQuantity(INVENTORY_MESSAGES.quantityPositive),
  reason: singleLineText().trim().min(1, { message: INVENTORY_MESSAGES.reasonRequired }).max(500),
});
export type AdjustmentInput = z.input<typeof adjustmentInputSchema>;

/** What a procedure used of a lot: on a face point, or as a line of its own. */
export const productUsageInputSchema = z.object({
  product_id: recordIdSchema(),
  lot_id: recordIdSchema(),
  amount: positiveQuantity(INVENTORY_MESSAGES.amountPositive),
});
export type ProductUsageInput = z.input<typeof productUsageInputSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  unit: z.enum(PRODUCT_UNITS),
  low_stock_threshold: z.number(),
  active: z.boolean(),
  selling_price: z.string(),
  tax_class: z.enum(TAX_CLASSES),
  billable: z.boolean(),
  senior_pwd_eligible: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const lotSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  lot_number: z.string(),
  expiry_date: z.string(),
  quantity_received: z.number(),
  received_date: z.string(),
  supplier: z.string(),
  used: z.number(),
  adjusted: z.number(),
  on_hand: z.number(),
  flags: z.array(z.enum(INVENTORY_FLAGS)),
  created_at: z.string(),
});
export type Lot = z.infer<typeof lotSchema>;

export const adjustmentSchema = z.object({
  id: z.number().int(),
  lot_id: z.number().int(),
  kind: z.enum(ADJUSTMENT_KINDS),
  quantity: z.number(),
  reason: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const inventoryItemSchema = productSchema.extend({
  on_hand: z.number(),
  /** On hand in lots not yet expired: what can still be used on patients. */
  usable_on_hand: z.number(),
  /** On hand in expired lots: waiting to be discarded or returned. */
  expired_on_hand: z.number(),
  /** The nearest expiry date still to come among lots in stock. */
  nearest_expiry: z.string().nullable(),
  flags: z.array(z.enum(INVENTORY_FLAGS)),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const inventoryResponseSchema = z.object({
  items: z.array(inventoryItemSchema),
  /** Products with at least one flag: the count beside the sidebar entry. */
  flagged: z.number().int(),
});
export type InventoryResponse = z.infer<typeof inventoryResponseSchema>;

export const productDetailSchema = z.object({
  product: productSchema,
  lots: z.array(lotSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const lotDetailSchema = z.object({
  product: productSchema,
  lot: lotSchema,
  adjustments: z.array(adjustmentSchema),
});
export type LotDetail = z.infer<typeof lotDetailSchema>;

/** One procedure in which a lot was used, for a recall. */
export const lotRecipientSchema = z.object({
  patient_id: z.number().int(),
  patient_name: z.string(),
  phone: z.string(),
  email: z.string(),
  procedure_id: z.number().int(),
  procedure_name: z.string(),
  date: z.string(),
  doctor_name: z.string(),
  /** The points' labels and amounts, e.g. "Point 1: 10 U"; a line not on a point reads "Not on a point". */
  uses: z.array(z.object({ point: z.string().nullable(), amount: z.number() })),
  total_amount: z.number(),
});
export type LotRecipient = z.infer<typeof lotRecipientSchema>;

export const lotRecipientsResponseSchema = z.object({ items: z.array(lotRecipientSchema) });
export type LotRecipientsResponse = z.infer<typeof lotRecipientsResponseSchema>;

/** A product's lots, earliest expiry first. */
export const lotListResponseSchema = z.object({ items: z.array(lotSchema) });
export type LotListResponse = z.infer<typeof lotListResponseSchema>;

/** An adjustment recorded: its id and the lot as it now stands. */
export const adjustmentResponseSchema = z.object({ id: z.number().int(), lot: lotSchema });
export type AdjustmentResponse = z.infer<typeof adjustmentResponseSchema>;

/** What a procedure used, named for its summary line. */
export const productUsageSchema = z.object({
  point_id: z.string().nullable(),
  product_id: z.number().int(),
  product_name: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  lot_id: z.number().int(),
  lot_number: z.string(),
  expiry_date: z.string(),
  amount: z.number(),
  /** Booked on a procedure that has not started: the stock is not taken yet. */
  planned: z.boolean(),
});
export type ProductUsage = z.infer<typeof productUsageSchema>;

/** "Botulinum toxin A — 20 U, lot AB123, exp 2027-03-31": one product of a procedure's summary. */
export function usageSummary(usages: readonly ProductUsage[]): string {
  const byLot = new Map<number, ProductUsage & { total: number }>();
  for (const usage of usages) {
    const entry = byLot.get(usage.lot_id);
    if (entry) entry.total = Math.round((entry.total + usage.amount) * 100) / 100;
    else byLot.set(usage.lot_id, { ...usage, total: usage.amount });
  }
  return [...byLot.values()]
    .map(
      (entry) =>
        `${entry.product_name} — ${entry.total} ${entry.unit}, lot ${entry.lot_number}, exp ${entry.expiry_date}`,
    )
    .join('; ');
}
