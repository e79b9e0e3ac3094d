import type { AdjustmentKind, InventoryFlag, ProductCategory } from '@clinic/contracts';

export const CATEGORY_LABELS: Record<ProductCategory, string> = {
  toxin: 'Toxin',
  filler: 'Filler',
  skin_booster: 'Skin booster',
  thread: 'Thread',
  topical: 'Topical',
  medicine: 'Medicine',
  other: 'Other',
};

export const FLAG_LABELS: Record<InventoryFlag, string> = { low: 'Low', expiring: 'Expiring', expired: 'Expired' };

export const ADJUSTMENT_LABELS: Record<AdjustmentKind, string> = {
  waste: 'Waste',
  count_correction: 'Count correction',
  return_to_supplier: 'Return to supplier',
  found_stock: 'Found stock (count found more)',
};
