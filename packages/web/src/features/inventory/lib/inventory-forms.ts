import {
  ADJUSTMENT_KINDS,
  PRODUCT_CATEGORIES,
  PRODUCT_UNITS,
  TAX_CLASSES,
  todayIsoDate,
  type AdjustmentInput,
  type LotInput,
  type Product,
  type ProductInput,
} from '@clinic/contracts';
import { TAX_CLASS_LABELS } from '../../../components/ui/tax-class-labels.ts';
import type { InventoryField } from '../components/inventory-form-dialog.tsx';
import { ADJUSTMENT_LABELS, CATEGORY_LABELS } from './inventory-labels.ts';

export const PRODUCT_FIELDS: readonly InventoryField[] = [
  { name: 'name', label: 'Name' },
  { name: 'category', label: 'Category', options: PRODUCT_CATEGORIES.map((value) => [value, CATEGORY_LABELS[value]]) },
  { name: 'unit', label: 'Unit', options: PRODUCT_UNITS.map((value) => [value, value]) },
  { name: 'low_stock_threshold', label: 'Low-stock threshold', type: 'number' },
  { name: 'selling_price', label: 'Selling price per unit (₱)' },
  { name: 'tax_class', label: 'Tax class', options: TAX_CLASSES.map((value) => [value, TAX_CLASS_LABELS[value]]) },
  { name: 'billable', label: 'Sold on invoices', type: 'checkbox' },
  { name: 'senior_pwd_eligible', label: 'Senior/PWD discount applies', type: 'checkbox' },
];

export const NEW_PRODUCT: ProductInput = {
  name: '',
  category: 'toxin',
  unit: 'U',
  low_stock_threshold: 0,
  selling_price: '0',
  tax_class: 'vatable',
  billable: false,
  senior_pwd_eligible: false,
};

/** Editing also offers the active flag: an inactive product is no longer offered on a point. */
export const EDIT_PRODUCT_FIELDS: readonly InventoryField[] = [
  ...PRODUCT_FIELDS,
  { name: 'active', label: 'Active', type: 'checkbox' },
];

export const productValues = (product: Product): ProductInput => ({
  name: product.name,
  category: product.category,
  unit: product.unit,
  low_stock_threshold: product.low_stock_threshold,
  active: product.active,
  selling_price: product.selling_price,
  tax_class: product.tax_class,
  billable: product.billable,
  senior_pwd_eligible: product.senior_pwd_eligible,
});

export const LOT_FIELDS: readonly InventoryField[] = [
  { name: 'lot_number', label: 'Lot number' },
  { name: 'expiry_date', label: 'Expiry date', type: 'date' },
  { name: 'quantity_received', label: 'Quantity received', type: 'number' },
  { name: 'received_date', label: 'Received date', type: 'date' },
  { name: 'supplier', label: 'Supplier' },
];

export const newLot = (): LotInput => ({
  lot_number: '',
  expiry_date: '',
  quantity_received: '' as unknown as number,
  received_date: todayIsoDate(),
  supplier: '',
});

export const ADJUSTMENT_FIELDS: readonly InventoryField[] = [
  { name: 'kind', label: 'Kind', options: ADJUSTMENT_KINDS.map((value) => [value, ADJUSTMENT_LABELS[value]]) },
  {
    name: 'quantity',
    label: 'Quantity',
    type: 'number',
    helperText: 'Units taken out; for found stock, the units a count found beyond what was recorded.',
  },
  { name: 'reason', label: 'Reason' },
];

export const NEW_ADJUSTMENT: AdjustmentInput = { kind: 'waste', quantity: '' as unknown as number, reason: '' };
