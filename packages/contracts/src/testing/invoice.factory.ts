import type { CreditMemo, Invoice, InvoiceLine } from '../billing/invoice.schemas.ts';

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

/** A service line of one unit at ₱1,120.00 VAT-inclusive, nothing discounted or credited, unless overridden. */
export function buildInvoiceLine(overrides: Partial<InvoiceLine> = {}): InvoiceLine {
  return {
    id: 1,
    kind: 'service',
    service_id: 7,
    procedure_id: null,
    product_id: null,
    lot_id: null,
    description: 'Consultation',
    quantity: 1,
    unit_price: '1120.00',
    tax_class: 'vatable',
    senior_pwd_eligible: true,
    discount: null,
    gross: '1120.00',
    line_discount: '0.00',
    senior_pwd_discount: '0.00',
    senior_pwd_vat_exempted: '0.00',
    invoice_discount: '0.00',
    net: '1120.00',
    vat: '120.00',
    applied_discount: 'none',
    discount_note: null,
    sale_class: 'vatable',
    credited_quantity: 0,
    ...overrides,
  };
}

/** A credit memo of one consultation against invoice 1, paid back as patient credit, unless overridden. */
export function buildCreditMemo(overrides: Partial<CreditMemo> = {}): CreditMemo {
  return {
    id: 5,
    number: 'CM-000001',
    invoice_id: 1,
    invoice_number: 'INV-000001',
    patient_id: 12,
    patient_name: 'Lola Cruz',
    reason: 'Session not done',
    tender: 'patient_credit',
    reference: null,
    lines: [
      {
        invoice_line_id: 1,
        kind: 'service',
        description: 'Consultation',
        quantity: 1,
        amount: '1120.00',
        vat: '120.00',
        returned_to_stock: false,
      },
    ],
    total: '1120.00',
    vat: '120.00',
    refunded: '1120.00',
    issued_at: '2026-06-16T03:00:00Z',
    content_hash: 'a'.repeat(64),
    previous_hash: null,
    ...overrides,
  };
}
