import { describe, expect, it } from 'vitest';
import { INVOICE_CASES, expectedTotals, type InvoiceCase } from '../testing/invoice-cases.ts';
import { allocateInProportion, divideRoundingHalfUp, fromCentavos, toCentavos } from './centavos.ts';
import { draftInvoiceInputSchema, paymentInputSchema } from './billing.schemas.ts';
import { DISCOUNT_NOTES, computeInvoiceTotals, creditMemoRefund, creditedAmount } from './invoice-totals.ts';

/** The case's totals, after its credit memo when it has one. */
function totalsOf(invoiceCase: InvoiceCase) {
  const input = { ...invoiceCase, payments: (invoiceCase.payments ?? []).map((payment) => payment.amount) };
  const before = computeInvoiceTotals(input);
  if (!invoiceCase.credit) return before;
  const line = before.lines[invoiceCase.credit.line]!;
  const quantity = invoiceCase.lines[invoiceCase.credit.line]!.quantity;
  const memo = creditedAmount({ quantity, net: line.net }, invoiceCase.credit.quantity, 0);
  return computeInvoiceTotals({ ...input, credited: memo, refunded: creditMemoRefund(before.totals, memo) });
}

describe('the hand-computed invoices', () => {
  it('are at least twenty', () => expect(INVOICE_CASES.length).toBeGreaterThanOrEqual(20));

  it.each(INVOICE_CASES.map((invoiceCase) => [invoiceCase.name, invoiceCase] as const))('%s', (_, invoiceCase) => {
    expect(totalsOf(invoiceCase).totals).toEqual(expectedTotals(invoiceCase));
  });
});

describe('computeInvoiceTotals', () => {
  it('says which of a line discount and senior/PWD applied', () => {
    const [senior, promo] = ['10', '50'].map(
      (value) =>
        computeInvoiceTotals({
          vat_status: 'vat',
          lines: [
            {
              tax_class: 'vatable',
              senior_pwd_eligible: true,
              quantity: 1,
              unit_price: '1120.00',
              discount: { kind: 'percent', value, reason: 'Promo' },
            },
          ],
          discount: { kind: 'pwd', buyer_name: 'Ana', id_type: 'PWD ID', id_number: '1' },
        }).lines[0]!,
    );
    expect(senior).toMatchObject({ applied_discount: 'senior_pwd', discount_note: DISCOUNT_NOTES.seniorLarger });
    expect(promo).toMatchObject({ applied_discount: 'line', discount_note: DISCOUNT_NOTES.lineLarger });
  });

  it('credits a line in parts that add up to its net exactly', () => {
    const line = { quantity: 3, net: '100.00' };
    const parts = [creditedAmount(line, 1, 0), creditedAmount(line, 1, 1), creditedAmount(line, 1, 2)];
    expect(parts).toEqual(['33.33', '33.34', '33.33']);
  });
});

describe('centavos', () => {
  it('round half up, split exactly and print two decimals', () => {
    expect(divideRoundingHalfUp(5, 2)).toBe(3);
    expect(divideRoundingHalfUp(7, 3)).toBe(2);
    expect(allocateInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(toCentavos('1120.5')).toBe(112050);
    expect(fromCentavos(-5)).toBe('-0.05');
  });
});

describe('the billing payloads', () => {
  it('want a reference for every tender but cash and patient credit', () => {
    expect(paymentInputSchema.safeParse({ tender: 'cash', amount: '100' }).success).toBe(true);
    expect(paymentInputSchema.safeParse({ tender: 'patient_credit', amount: '100' }).success).toBe(true);
    expect(paymentInputSchema.safeParse({ tender: 'gcash', amount: '100' }).success).toBe(false);
    expect(paymentInputSchema.safeParse({ tender: 'card', amount: '0' }).success).toBe(false);
  });

  it('want each kind of line to name what it bills', () => {
    const draft = (line: object) => draftInvoiceInputSchema.safeParse({ patient_id: 1, lines: [line] }).success;
    expect(draft({ kind: 'service', service_id: 1 })).toBe(true);
    expect(draft({ kind: 'service' })).toBe(false);
    expect(draft({ kind: 'product', product_id: 1 })).toBe(false);
    expect(draft({ kind: 'text', description: 'Certificate', unit_price: '150' })).toBe(true);
    expect(draft({ kind: 'text', description: 'Certificate' })).toBe(false);
    expect(draft({ kind: 'service', service_id: 1, discount: { kind: 'percent', value: '120', reason: 'x' } })).toBe(
      false,
    );
  });
});
