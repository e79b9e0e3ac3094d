import { addPesos } from './centavos.ts';
import { creditMemoRefund, creditedAmount, vatIncluded, type InvoiceTotals } from './invoice-totals.ts';
import type { TaxClass } from './tax-class.ts';

/** An invoice line being credited: what it sold, what earlier memos returned, and how many now. */
export interface LineToCredit {
  quantity: number;
  net: string;
  sale_class: TaxClass;
  /** Of the quantity, what credit memos returned before this one. */
  credited_quantity: number;
  /** How many this memo returns. */
  returned: number;
}

export interface CreditMemoFigures {
  lines: { amount: string; vat: string }[];
  total: string;
  vat: string;
  /** What is paid back to the patient, by the memo's tender or as patient credit. */
  refunded: string;
}

/**
 * A credit memo's figures in exact centavos: each line's share of its net for the units returned,
 * the VAT inside it for a VATable sale, and what the invoice's payments give back. The server
 * stores these; the web shows them before the memo is issued.
 */
export function creditMemoFigures(invoiceTotals: InvoiceTotals, lines: readonly LineToCredit[]): CreditMemoFigures {
  const credited = lines.map((line) => {
    const amount = creditedAmount(line, line.returned, line.credited_quantity);
    return { amount, vat: line.sale_class === 'vatable' ? vatIncluded(amount) : '0.00' };
  });
  const total = addPesos(credited.map((line) => line.amount));
  return {
    lines: credited,
    total,
    vat: addPesos(credited.map((line) => line.vat)),
    refunded: creditMemoRefund(invoiceTotals, total),
  };
}
