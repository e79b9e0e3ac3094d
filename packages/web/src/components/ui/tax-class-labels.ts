import type { TaxClass, VatStatus } from '@clinic/contracts';

/** The price list's tax classes as the clinic's staff say them. */
export const TAX_CLASS_LABELS: Record<TaxClass, string> = {
  vatable: 'VATable',
  vat_exempt: 'VAT-exempt',
  zero_rated: 'Zero-rated',
};

/** The clinic's VAT registration, as its settings offer it. */
export const VAT_STATUS_LABELS: Record<VatStatus, string> = {
  vat: 'VAT-registered',
  non_vat: 'Not VAT-registered (non-VAT)',
};
