import {
  CLINIC_TIME_ZONE,
  addressOnOneLine,
  formatPeso,
  tinBranchCode,
  type ClinicSettings,
  type CreditMemo,
  type Invoice,
  type VatStatus,
} from '@clinic/contracts';
import type { PrintedDocument } from './invoice-pdf.ts';

/** The clinic settings an invoice prints. */
export type Seller = Omit<ClinicSettings, 'updated_at'>;

// The standard PDF fonts have no peso sign; the head of the totals says the currency instead.
const amount = (pesos: string) => formatPeso(pesos).replace('₱', '');

const dateFormat = new Intl.DateTimeFormat('en-PH', { timeZone: CLINIC_TIME_ZONE, dateStyle: 'long' });
const printedDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '');

const VAT_REGISTRATION: Record<VatStatus, string> = { vat: 'VAT REGISTERED', non_vat: 'NON-VAT REGISTERED' };

/**
 * The seller's head: as registered with the BIR, falling back to the clinic's name and address
 * while those are not filled in; the VAT registration is the one the invoice was made under.
 */
function sellerLines(seller: Seller, vatStatus: VatStatus): string[] {
  const address = seller.registered_address ?? seller.address;
  return [
    seller.registered_name ?? seller.name,
    ...(seller.trade_name ? [seller.trade_name] : []),
    ...(seller.tin ? [`TIN: ${seller.tin} (branch code ${tinBranchCode(seller.tin)})`] : []),
    ...(address ? [addressOnOneLine(address)] : []),
    VAT_REGISTRATION[vatStatus],
  ];
}

const buyerLines = (invoice: Invoice) => [
  `Sold to: ${invoice.patient_name}`,
  ...(invoice.buyer_address ? [`Address: ${addressOnOneLine(invoice.buyer_address)}`] : []),
  ...(invoice.buyer_tin ? [`TIN: ${invoice.buyer_tin}`] : []),
];

function signerLines(invoice: Invoice): string[] {
  const discount = invoice.discount;
  if (discount?.kind !== 'senior' && discount?.kind !== 'pwd') return [];
  return [
    `${discount.kind === 'senior' ? 'Senior citizen' : 'PWD'}: ${discount.buyer_name}`,
    // An ID type typed as "PWD ID" is not printed "PWD ID ID No.".
    `${/\bID$/i.test(discount.id_type) ? discount.id_type : `${discount.id_type} ID`} No. ${discount.id_number}`,
  ];
}

export function printedInvoice(invoice: Invoice, seller: Seller): PrintedDocument {
  const { totals } = invoice;
  return {
    title: 'INVOICE',
    seller: sellerLines(seller, invoice.vat_status),
    number: invoice.number ?? '',
    date: printedDate(invoice.issued_at),
    buyer: buyerLines(invoice),
    notes: [],
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: String(line.quantity),
      unitPrice: amount(line.unit_price),
      amount: amount(line.gross),
    })),
    totals: [
      ['Amounts in Philippine pesos (PHP)', ''],
      ['Gross', amount(totals.gross)],
      ['VATable sales', amount(totals.vatable_sales)],
      ['VAT-exempt sales', amount(totals.vat_exempt_sales)],
      ['Zero-rated sales', amount(totals.zero_rated_sales)],
      ['VAT', amount(totals.vat)],
      ['Senior/PWD discount', amount(totals.senior_pwd_discount)],
      ['Other discounts', amount(totals.other_discounts)],
      ['Total due', amount(totals.total_due)],
      ['Paid', amount(totals.paid)],
      ...(totals.credited === '0.00' ? [] : ([['Credited', amount(totals.credited)]] as [string, string][])),
      ['Balance', amount(totals.balance)],
    ],
    signer: signerLines(invoice),
    footer: seller.invoice_footer_lines,
    void: invoice.status === 'void',
  };
}

/** A credit memo prints with the invoice it is against: its buyer, VAT registration and unit prices. */
export function printedCreditMemo(memo: CreditMemo, invoice: Invoice, seller: Seller): PrintedDocument {
  const unitPrices = new Map(invoice.lines.map((line) => [line.id, line.unit_price]));
  return {
    title: 'CREDIT MEMO',
    seller: sellerLines(seller, invoice.vat_status),
    number: memo.number,
    date: printedDate(memo.issued_at),
    buyer: buyerLines(invoice),
    notes: [`Against invoice ${memo.invoice_number}`, `Reason: ${memo.reason}`],
    lines: memo.lines.map((line) => ({
      description: line.description,
      quantity: String(line.quantity),
      unitPrice: amount(unitPrices.get(line.invoice_line_id) ?? '0'),
      amount: amount(line.amount),
    })),
    totals: [
      ['Amounts in Philippine pesos (PHP)', ''],
      ['Total credited', amount(memo.total)],
      ['VAT', amount(memo.vat)],
      ['Paid back', amount(memo.refunded)],
    ],
    signer: [],
    footer: seller.invoice_footer_lines,
    void: false,
  };
}
