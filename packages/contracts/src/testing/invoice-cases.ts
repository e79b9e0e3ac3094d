import type {
  InvoiceDiscount,
  InvoiceTotals,
  LineDiscount,
  PaymentInput,
  TaxClass,
  VatStatus,
} from '../billing/index.ts';

export interface InvoiceCaseLine {
  tax_class: TaxClass;
  senior_pwd_eligible: boolean;
  quantity: number;
  unit_price: string;
  discount?: LineDiscount;
}

/** An invoice worked out by hand to the centavo: what the totals function and the server must both give. */
export interface InvoiceCase {
  name: string;
  vat_status: VatStatus;
  lines: InvoiceCaseLine[];
  discount?: InvoiceDiscount;
  payments?: { tender: PaymentInput['tender']; amount: string; reference?: string }[];
  /** A credit memo after the payments: `quantity` of the line at `line`. */
  credit?: { line: number; quantity: number };
  /** Figures that are not ₱0.00. */
  expected: Partial<InvoiceTotals>;
}

const ZERO_TOTALS: InvoiceTotals = {
  gross: '0.00',
  vatable_sales: '0.00',
  vat_exempt_sales: '0.00',
  zero_rated_sales: '0.00',
  vat: '0.00',
  senior_pwd_discount: '0.00',
  senior_pwd_vat_exempted: '0.00',
  other_discounts: '0.00',
  total_due: '0.00',
  paid: '0.00',
  credited: '0.00',
  balance: '0.00',
  overpaid: '0.00',
};

export const expectedTotals = (invoiceCase: InvoiceCase): InvoiceTotals => ({
  ...ZERO_TOTALS,
  ...invoiceCase.expected,
});

const vatable = (unit_price: string, more: Partial<InvoiceCaseLine> = {}): InvoiceCaseLine => ({
  tax_class: 'vatable',
  senior_pwd_eligible: false,
  quantity: 1,
  unit_price,
  ...more,
});
const exempt = (unit_price: string, more: Partial<InvoiceCaseLine> = {}) =>
  vatable(unit_price, { tax_class: 'vat_exempt', ...more });
const zeroRated = (unit_price: string, more: Partial<InvoiceCaseLine> = {}) =>
  vatable(unit_price, { tax_class: 'zero_rated', ...more });
const eligible = { senior_pwd_eligible: true };
const senior: InvoiceDiscount = { kind: 'senior', buyer_name: 'Lola Cruz', id_type: 'OSCA', id_number: 'QC-12345' };
const pwd: InvoiceDiscount = { kind: 'pwd', buyer_name: 'Ben Reyes', id_type: 'PWD ID', id_number: 'PWD-0099' };
const percent = (value: string, reason = 'Promo'): LineDiscount => ({ kind: 'percent', value, reason });
const amount = (value: string, reason = 'Loyalty'): LineDiscount => ({ kind: 'amount', value, reason });
const cash = (value: string) => ({ tender: 'cash' as const, amount: value });

/**
 * Invoices computed by hand. VAT is 12/112 of a VAT-inclusive amount, rounded half up per line;
 * the senior/PWD discount takes the VAT off first, then 20 % of the VAT-exclusive price.
 */
export const INVOICE_CASES: InvoiceCase[] = [
  {
    name: 'one vatable service paid in cash',
    vat_status: 'vat',
    lines: [vatable('1120.00')],
    payments: [cash('1120.00')],
    expected: { gross: '1120.00', vatable_sales: '1000.00', vat: '120.00', total_due: '1120.00', paid: '1120.00' },
  },
  {
    // ₱1,120.00 → ₱1,000.00 without VAT → ₱800.00 due.
    name: 'senior on a vatable eligible service',
    vat_status: 'vat',
    lines: [vatable('1120.00', eligible)],
    discount: senior,
    expected: {
      gross: '1120.00',
      vat_exempt_sales: '800.00',
      senior_pwd_discount: '200.00',
      senior_pwd_vat_exempted: '120.00',
      total_due: '800.00',
      balance: '800.00',
    },
  },
  {
    name: 'a VAT-exempt service paid by GCash',
    vat_status: 'vat',
    lines: [exempt('1500.00')],
    payments: [{ tender: 'gcash', amount: '1500.00', reference: 'GC-7731' }],
    expected: { gross: '1500.00', vat_exempt_sales: '1500.00', total_due: '1500.00', paid: '1500.00' },
  },
  {
    name: 'a zero-rated sale, unpaid',
    vat_status: 'vat',
    lines: [zeroRated('2000.00')],
    expected: { gross: '2000.00', zero_rated_sales: '2000.00', total_due: '2000.00', balance: '2000.00' },
  },
  {
    name: 'vatable, exempt and zero-rated lines together',
    vat_status: 'vat',
    lines: [vatable('1120.00'), exempt('500.00'), zeroRated('300.00')],
    expected: {
      gross: '1920.00',
      vatable_sales: '1000.00',
      vat_exempt_sales: '500.00',
      zero_rated_sales: '300.00',
      vat: '120.00',
      total_due: '1920.00',
      balance: '1920.00',
    },
  },
  {
    // 2 × ₱1,120.00 eligible → 2,000.00 − 400.00; the product keeps its VAT; the exempt service 1,000.00 − 200.00.
    name: 'senior on a mixed cart: only eligible lines',
    vat_status: 'vat',
    lines: [vatable('1120.00', { ...eligible, quantity: 2 }), vatable('560.00'), exempt('1000.00', eligible)],
    discount: senior,
    expected: {
      gross: '3800.00',
      vatable_sales: '500.00',
      vat_exempt_sales: '2400.00',
      vat: '60.00',
      senior_pwd_discount: '600.00',
      senior_pwd_vat_exempted: '240.00',
      total_due: '2960.00',
      balance: '2960.00',
    },
  },
  {
    // The promo (₱112.00) is smaller than VAT off plus 20 % (₱320.00): the senior discount applies.
    name: 'a 10 % promo against senior: senior is larger',
    vat_status: 'vat',
    lines: [vatable('1120.00', { ...eligible, discount: percent('10') })],
    discount: senior,
    expected: {
      gross: '1120.00',
      vat_exempt_sales: '800.00',
      senior_pwd_discount: '200.00',
      senior_pwd_vat_exempted: '120.00',
      total_due: '800.00',
      balance: '800.00',
    },
  },
  {
    // The promo (₱560.00) beats ₱320.00: the line stays vatable at ₱560.00.
    name: 'a 50 % promo against senior: the promo is larger',
    vat_status: 'vat',
    lines: [vatable('1120.00', { ...eligible, discount: percent('50') })],
    discount: senior,
    expected: {
      gross: '1120.00',
      vatable_sales: '500.00',
      vat: '60.00',
      other_discounts: '560.00',
      total_due: '560.00',
      balance: '560.00',
    },
  },
  {
    name: 'a line amount discount, paid by card',
    vat_status: 'vat',
    lines: [vatable('1500.00', { discount: amount('100.00') })],
    payments: [{ tender: 'card', amount: '1400.00', reference: 'APPROVAL-552' }],
    expected: {
      gross: '1500.00',
      vatable_sales: '1250.00',
      vat: '150.00',
      other_discounts: '100.00',
      total_due: '1400.00',
      paid: '1400.00',
    },
  },
  {
    // 10 % of 1,120.00 and of 560.00: 1,008.00 (VAT 108.00) and 504.00 (VAT 54.00).
    name: 'a 10 % discount on the whole invoice',
    vat_status: 'vat',
    lines: [vatable('1120.00'), vatable('560.00')],
    discount: percent('10', 'Birthday'),
    expected: {
      gross: '1680.00',
      vatable_sales: '1350.00',
      vat: '162.00',
      other_discounts: '168.00',
      total_due: '1512.00',
      balance: '1512.00',
    },
  },
  {
    // ₱100.00 shared 50/30/20: nets 450.00, 270.00, 180.00; VAT 48.21 + 28.93 + 19.29.
    name: 'an amount off the whole invoice, shared by line',
    vat_status: 'vat',
    lines: [vatable('500.00'), vatable('300.00'), vatable('200.00')],
    discount: amount('100.00', 'Complaint'),
    expected: {
      gross: '1000.00',
      vatable_sales: '803.57',
      vat: '96.43',
      other_discounts: '100.00',
      total_due: '900.00',
      balance: '900.00',
    },
  },
  {
    // ₱100.00 over three equal lines: 33.34, 33.33, 33.33 (the first line takes the odd centavo).
    name: 'an invoice amount that does not divide evenly',
    vat_status: 'vat',
    lines: [vatable('100.00'), vatable('100.00'), vatable('100.00')],
    discount: amount('100.00', 'Complaint'),
    expected: {
      gross: '300.00',
      vatable_sales: '178.58',
      vat: '21.42',
      other_discounts: '100.00',
      total_due: '200.00',
      balance: '200.00',
    },
  },
  {
    name: 'split between cash and GCash',
    vat_status: 'vat',
    lines: [vatable('2800.00')],
    payments: [cash('1000.00'), { tender: 'gcash', amount: '1800.00', reference: 'GC-1001' }],
    expected: { gross: '2800.00', vatable_sales: '2500.00', vat: '300.00', total_due: '2800.00', paid: '2800.00' },
  },
  {
    name: 'a deposit leaves a balance',
    vat_status: 'vat',
    lines: [exempt('3000.00')],
    payments: [cash('1000.00')],
    expected: {
      gross: '3000.00',
      vat_exempt_sales: '3000.00',
      total_due: '3000.00',
      paid: '1000.00',
      balance: '2000.00',
    },
  },
  {
    name: 'an overpayment by Maya becomes patient credit',
    vat_status: 'vat',
    lines: [vatable('1120.00')],
    payments: [{ tender: 'maya', amount: '1200.00', reference: 'MAYA-88' }],
    expected: {
      gross: '1120.00',
      vatable_sales: '1000.00',
      vat: '120.00',
      total_due: '1120.00',
      paid: '1200.00',
      overpaid: '80.00',
    },
  },
  {
    // One of two units returned after paying in full: ₱1,120.00 paid back.
    name: 'a credit memo on a paid invoice',
    vat_status: 'vat',
    lines: [vatable('1120.00', { quantity: 2 })],
    payments: [cash('2240.00')],
    credit: { line: 0, quantity: 1 },
    expected: {
      gross: '2240.00',
      vatable_sales: '2000.00',
      vat: '240.00',
      total_due: '2240.00',
      paid: '1120.00',
      credited: '1120.00',
    },
  },
  {
    // Only ₱500.00 was paid: the memo lowers what is owed and pays nothing back.
    name: 'a credit memo on a partly paid invoice',
    vat_status: 'vat',
    lines: [vatable('1120.00', { quantity: 2 })],
    payments: [cash('500.00')],
    credit: { line: 0, quantity: 1 },
    expected: {
      gross: '2240.00',
      vatable_sales: '2000.00',
      vat: '240.00',
      total_due: '2240.00',
      paid: '500.00',
      credited: '1120.00',
      balance: '620.00',
    },
  },
  {
    name: 'a non-VAT clinic: no VAT on a vatable-class service',
    vat_status: 'non_vat',
    lines: [vatable('1000.00')],
    payments: [cash('1000.00')],
    expected: { gross: '1000.00', vat_exempt_sales: '1000.00', total_due: '1000.00', paid: '1000.00' },
  },
  {
    // No VAT to take off: 20 % of ₱1,000.00.
    name: 'a non-VAT clinic: senior takes 20 % of the price',
    vat_status: 'non_vat',
    lines: [vatable('1000.00', eligible)],
    discount: senior,
    expected: {
      gross: '1000.00',
      vat_exempt_sales: '800.00',
      senior_pwd_discount: '200.00',
      total_due: '800.00',
      balance: '800.00',
    },
  },
  {
    name: 'a non-VAT clinic: 5 % off the whole invoice',
    vat_status: 'non_vat',
    lines: [vatable('1000.00'), zeroRated('250.00', { quantity: 2 })],
    discount: percent('5', 'Referral'),
    expected: {
      gross: '1500.00',
      vat_exempt_sales: '1425.00',
      other_discounts: '75.00',
      total_due: '1425.00',
      balance: '1425.00',
    },
  },
  {
    // 2.5 mL at ₱35.50: ₱88.75; VAT 9.51 (950.89 centavos rounds up).
    name: 'a fractional quantity of a product',
    vat_status: 'vat',
    lines: [vatable('35.50', { quantity: 2.5 })],
    payments: [cash('88.75')],
    expected: { gross: '88.75', vatable_sales: '79.24', vat: '9.51', total_due: '88.75', paid: '88.75' },
  },
  {
    // 10 % of 25 centavos is 2.5 centavos: half rounds up to 3.
    name: 'half a centavo rounds up',
    vat_status: 'vat',
    lines: [vatable('0.25', { discount: percent('10') })],
    expected: {
      gross: '0.25',
      vatable_sales: '0.20',
      vat: '0.02',
      other_discounts: '0.03',
      total_due: '0.22',
      balance: '0.22',
    },
  },
  {
    // ₱99.99 → 89.28 without VAT (10.71 off) → 20 % is 17.86 → 71.42 due.
    name: 'senior on an odd price',
    vat_status: 'vat',
    lines: [vatable('99.99', eligible)],
    discount: senior,
    expected: {
      gross: '99.99',
      vat_exempt_sales: '71.42',
      senior_pwd_discount: '17.86',
      senior_pwd_vat_exempted: '10.71',
      total_due: '71.42',
      balance: '71.42',
    },
  },
  {
    // The eligible zero-rated line loses 20 % and stays zero-rated; the other keeps its VAT.
    name: 'PWD on a zero-rated eligible line, paid in cash and by card',
    vat_status: 'vat',
    lines: [zeroRated('500.00', eligible), vatable('1120.00')],
    discount: pwd,
    payments: [cash('520.00'), { tender: 'card', amount: '1000.00', reference: 'APPROVAL-9' }],
    expected: {
      gross: '1620.00',
      vatable_sales: '1000.00',
      zero_rated_sales: '400.00',
      vat: '120.00',
      senior_pwd_discount: '100.00',
      total_due: '1520.00',
      paid: '1520.00',
    },
  },
  {
    // Lines 800.00 (after 20 %) and 500.00 share ₱60.00: 36.92 and 23.08; VAT 81.76 of 763.08.
    name: 'a line discount and an invoice amount, paid in part by QR Ph',
    vat_status: 'vat',
    lines: [vatable('1000.00', { discount: percent('20') }), exempt('500.00')],
    discount: amount('60.00', 'Goodwill'),
    payments: [{ tender: 'qrph', amount: '240.00', reference: 'QR-5' }],
    expected: {
      gross: '1500.00',
      vatable_sales: '681.32',
      vat_exempt_sales: '476.92',
      vat: '81.76',
      other_discounts: '260.00',
      total_due: '1240.00',
      paid: '240.00',
      balance: '1000.00',
    },
  },
];
