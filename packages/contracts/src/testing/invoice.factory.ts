import type { Invoice } from '../billing/invoice.schemas.ts';

/**
 * A paid invoice of Lola Cruz (patient 12) as the API answers it, with no lines or payments; the
 * totals are a VAT sale of ₱850.00 unless `totals` says otherwise. Plain data, no I/O.
 */
export function buildInvoice(
  overrides: Partial<Omit<Invoice, 'totals'>> & { totals?: Partial<Invoice['totals']> } = {},
): Invoice {
  const { totals, ...rest } = overrides;
  return {
    id: 1,
    number: 'INV-000001',
    status: 'paid',
    branch: { id: 1, name: 'Main' },
    patient_id: 12,
    patient_name: 'Lola Cruz',
    vat_status: 'vat',
    discount: null,
    lines: [],
    totals: {
      gross: '850.00',
      vatable_sales: '758.93',
      vat_exempt_sales: '0.00',
      zero_rated_sales: '0.00',
      vat: '91.07',
      senior_pwd_discount: '0.00',
      senior_pwd_vat_exempted: '0.00',
      other_discounts: '0.00',
      total_due: '850.00',
      paid: '850.00',
      credited: '0.00',
      balance: '0.00',
      overpaid: '0.00',
      ...totals,
    },
    payments: [],
    credit_memo_ids: [],
    credit_memos: [],
    issued_at: '2026-06-15T02:00:00Z',
    voided_at: null,
    void_reason: null,
    content_hash: null,
    previous_hash: null,
    buyer_address: null,
    buyer_tin: null,
    created_at: '2026-06-15T02:00:00Z',
    updated_at: '2026-06-15T02:00:00Z',
    ...rest,
  };
}
