import { describe, expect, it } from 'vitest';
import { buildInvoice } from '../testing/invoice.factory.ts';
import { creditMemoFigures } from './credit-memo-figures.ts';

const line = { quantity: 3, net: '1000.00', sale_class: 'vatable' as const, credited_quantity: 0, returned: 1 };

describe('creditMemoFigures', () => {
  it("credits a line's share of its net with the VAT inside it, and pays back what the payments no longer cover", () => {
    const paid = buildInvoice({ totals: { total_due: '1000.00', paid: '1000.00' } }).totals;
    expect(creditMemoFigures(paid, [line])).toEqual({
      lines: [{ amount: '333.33', vat: '35.71' }],
      total: '333.33',
      vat: '35.71',
      refunded: '333.33',
    });
  });

  it('gives the last units what is left of the line, and pays back nothing while a balance is still owed', () => {
    const unpaid = buildInvoice({ totals: { total_due: '1500.00', paid: '0.00', credited: '333.33' } }).totals;
    const exempt = { quantity: 1, net: '500.00', sale_class: 'vat_exempt' as const, credited_quantity: 0, returned: 1 };
    expect(creditMemoFigures(unpaid, [{ ...line, credited_quantity: 1, returned: 2 }, exempt])).toEqual({
      lines: [
        { amount: '666.67', vat: '71.43' },
        { amount: '500.00', vat: '0.00' },
      ],
      total: '1166.67',
      vat: '71.43',
      refunded: '0.00',
    });
  });
});
