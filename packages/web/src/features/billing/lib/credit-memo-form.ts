import {
  TENDERS_WITHOUT_REFERENCE,
  creditMemoFigures,
  creditMemoInputSchema,
  toHundredths,
  type CreditMemoFields,
  type CreditMemoFigures,
  type CreditMemoInput,
  type Invoice,
  type InvoiceLine,
  type Tender,
} from '@clinic/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** One line of the invoice as the dialog keeps it: how many of it to credit, as typed. */
export interface CreditMemoFormLine {
  invoice_line_id: number;
  quantity: string;
  return_to_stock: boolean;
}

export interface CreditMemoFormValues {
  lines: CreditMemoFormLine[];
  reason: string;
  tender: Tender;
  reference: string;
}

/** What is left of a line to credit: its quantity less what earlier credit memos returned. */
export const leftToCredit = (line: InvoiceLine) =>
  (toHundredths(line.quantity) - toHundredths(line.credited_quantity)) / 100;

/** The invoice's lines that still have something to credit, in the invoice's order. */
export const creditableLines = (invoice: Invoice) => invoice.lines.filter((line) => leftToCredit(line) > 0);

/** Nothing chosen yet: every line at 0, products going back to stock, paid back as patient credit. */
export function emptyCreditMemoForm(invoice: Invoice): CreditMemoFormValues {
  return {
    lines: creditableLines(invoice).map((line) => ({ invoice_line_id: line.id, quantity: '0', return_to_stock: true })),
    reason: '',
    tender: 'patient_credit',
    reference: '',
  };
}

/** A quantity as typed, or null when it is not a number of at most two decimals. */
function quantityOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : null;
}

/** The lines with a quantity to credit, each with its invoice line. */
function chosenLines(invoice: Invoice, lines: readonly CreditMemoFormLine[]) {
  const byId = new Map(invoice.lines.map((line) => [line.id, line]));
  return lines.flatMap((row) => {
    const quantity = quantityOf(row.quantity);
    const line = byId.get(row.invoice_line_id);
    return line && quantity ? [{ row, line, quantity }] : [];
  });
}

/** The request the dialog sends: only the lines with a quantity, the reference only for a tender that has one. */
export function creditMemoInputOf(invoice: Invoice, values: CreditMemoFormValues): CreditMemoInput {
  return {
    lines: chosenLines(invoice, values.lines).map(({ row, line, quantity }) => ({
      invoice_line_id: row.invoice_line_id,
      quantity,
      // Only a product's units can go back on the shelf.
      return_to_stock: line.kind === 'product' ? row.return_to_stock : undefined,
    })),
    reason: values.reason,
    tender: values.tender,
    reference: TENDERS_WITHOUT_REFERENCE.includes(values.tender) ? undefined : values.reference.trim(),
  };
}

/** The memo's figures for what is chosen so far, by the same function the server issues it with. */
export function previewFigures(invoice: Invoice, lines: readonly CreditMemoFormLine[]): CreditMemoFigures {
  return creditMemoFigures(
    invoice.totals,
    chosenLines(invoice, lines)
      .filter(({ line, quantity }) => quantity <= leftToCredit(line))
      .map(({ line, quantity }) => ({ ...line, returned: quantity })),
  );
}

export const QUANTITY_INVALID = 'Enter a number, such as 1 or 0.5';
export const quantityTooLarge = (left: number) => `At most ${left} can be credited`;

/**
 * Checks each line's quantity against what is left of it (the server refuses more), then the
 * request against the contract's schema; the contract's issues go under the reason and reference
 * fields, or else above the buttons.
 */
export function creditMemoResolver(invoice: Invoice): Resolver<CreditMemoFormValues, unknown, CreditMemoFields> {
  const byId = new Map(invoice.lines.map((line) => [line.id, line]));
  return async (values) => {
    const lineErrors = values.lines.map((row) => {
      const quantity = quantityOf(row.quantity);
      const left = leftToCredit(byId.get(row.invoice_line_id)!);
      if (quantity === null) return { quantity: { type: 'validate', message: QUANTITY_INVALID } };
      if (quantity > left) return { quantity: { type: 'validate', message: quantityTooLarge(left) } };
      return undefined;
    });
    if (lineErrors.some(Boolean))
      return { values: {}, errors: { lines: lineErrors } as FieldErrors<CreditMemoFormValues> };

    const checked = creditMemoInputSchema.safeParse(creditMemoInputOf(invoice, values));
    if (checked.success) return { values: checked.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of checked.error.issues) {
      const field = issue.path[0] === 'reason' || issue.path[0] === 'reference' ? issue.path[0] : 'root';
      errors[field] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<CreditMemoFormValues> };
  };
}

/** Where the server's field issues show: the reason and the reference; any other goes above the buttons. */
export const creditMemoFieldOf = (location: (string | number)[]) =>
  location[0] === 'reason' || location[0] === 'reference' ? location[0] : undefined;
