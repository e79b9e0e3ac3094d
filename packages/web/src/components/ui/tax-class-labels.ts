import type { TaxClass } from '@clinic/contracts';

/** The price list's tax classes as the clinic's staff say them. */
export const TAX_CLASS_LABELS: Record<TaxClass, string> = {
  vatable: 'VATable',
  vat_exempt: 'VAT-exempt',
  zero_rated: 'Zero-rated',
};
