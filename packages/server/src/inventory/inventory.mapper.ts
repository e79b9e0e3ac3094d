import {
  EXPIRING_WITHIN_DAYS,
  type Adjustment,
  type InventoryFlag,
  type InventoryItem,
  type Lot,
  type Product,
  type ProductUsage,
} from '@clinic/contracts';
import type { InventoryRepository, LotBalanceRow, ProductRow } from './inventory.repository.ts';

/** Quantities are numeric(12,2) in the database: read as text, kept to two decimals. */
export const quantityOf = (value: string | number) => Math.round(Number(value) * 100) / 100;

export const onHandOf = (lot: LotBalanceRow) =>
  quantityOf(Number(lot.quantityReceived) - Number(lot.used) - Number(lot.adjusted));

/** The date `days` after an ISO date, as an ISO date. */
export function isoDatePlusDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Expired or expiring matters only while some of the lot is left. */
export function lotFlags(lot: LotBalanceRow, today: string): InventoryFlag[] {
  if (onHandOf(lot) <= 0) return [];
  if (lot.expiryDate < today) return ['expired'];
  if (lot.expiryDate <= isoDatePlusDays(today, EXPIRING_WITHIN_DAYS)) return ['expiring'];
  return [];
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    unit: row.unit,
    low_stock_threshold: quantityOf(row.lowStockThreshold),
    active: row.active,
    selling_price: row.sellingPrice,
    tax_class: row.taxClass,
    billable: row.billable,
    senior_pwd_eligible: row.seniorPwdEligible,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toLot(row: LotBalanceRow, today: string): Lot {
  return {
    id: row.id,
    product_id: row.productId,
    lot_number: row.lotNumber,
    expiry_date: row.expiryDate,
    quantity_received: quantityOf(row.quantityReceived),
    received_date: row.receivedDate,
    supplier: row.supplier,
    used: quantityOf(row.used),
    adjusted: quantityOf(row.adjusted),
    on_hand: onHandOf(row),
    flags: lotFlags(row, today),
    created_at: row.createdAt.toISOString(),
  };
}

const onHandIn = (lots: readonly LotBalanceRow[]) => quantityOf(lots.reduce((sum, lot) => sum + onHandOf(lot), 0));

/**
 * A product's line on the Inventory screen: its lots summed, usable and expired apart, the nearest
 * expiry still to come, its flags. Expired units cannot be used, so they do not keep a product off
 * the low list.
 */
export function toInventoryItem(product: ProductRow, lots: readonly LotBalanceRow[], today: string): InventoryItem {
  const inStock = lots.filter((lot) => onHandOf(lot) > 0);
  const usable = inStock.filter((lot) => lot.expiryDate >= today);
  const usableOnHand = onHandIn(usable);
  const lotFlagsFound = new Set(inStock.flatMap((lot) => lotFlags(lot, today)));
  const flags: InventoryFlag[] = [
    ...(product.active && usableOnHand < Number(product.lowStockThreshold) ? (['low'] as const) : []),
    ...(lotFlagsFound.has('expiring') ? (['expiring'] as const) : []),
    ...(lotFlagsFound.has('expired') ? (['expired'] as const) : []),
  ];
  return {
    ...toProduct(product),
    on_hand: onHandIn(inStock),
    usable_on_hand: usableOnHand,
    expired_on_hand: onHandIn(inStock.filter((lot) => lot.expiryDate < today)),
    nearest_expiry: usable.map((lot) => lot.expiryDate).sort()[0] ?? null,
    flags,
  };
}

/** One row of the list the repository's `query` answers. */
type RowOf<Query extends keyof InventoryRepository> =
  Awaited<ReturnType<InventoryRepository[Query]>> extends readonly (infer Row)[] ? Row : never;

export function toAdjustment(row: RowOf<'adjustmentsOfLot'>): Adjustment {
  return {
    id: row.id,
    lot_id: row.lotId,
    kind: row.kind,
    quantity: quantityOf(row.quantity),
    reason: row.reason,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

export function toProductUsage(row: RowOf<'namedUsagesOfProcedure'>): ProductUsage {
  return {
    point_id: row.pointId,
    product_id: row.productId,
    product_name: row.productName,
    unit: row.unit,
    lot_id: row.lotId,
    lot_number: row.lotNumber,
    expiry_date: row.expiryDate,
    amount: quantityOf(row.amount),
    planned: !row.taken,
  };
}
