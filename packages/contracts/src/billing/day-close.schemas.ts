import { z } from 'zod';
import { isValidIsoDate } from '../common/dates.ts';
import { amountSchema } from '../common/money.ts';
import { singleLineText } from '../common/text.ts';
import { TENDERS, type Tender } from './billing.schemas.ts';

export const DAY_CLOSE_MESSAGES = {
  invalidDate: 'Invalid date',
  alreadyClosed: (date: string) => `${date} is already closed; its figures no longer change`,
} as const;

const isoDate = z.string().refine(isValidIsoDate, { message: DAY_CLOSE_MESSAGES.invalidDate });

export const billingDayQuerySchema = z.object({ date: isoDate });
export type BillingDayQuery = z.infer<typeof billingDayQuerySchema>;

export const dayCloseInputSchema = z.object({
  date: isoDate,
  counted_cash: amountSchema,
  note: singleLineText().max(500).default(''),
  /** The cash the drawer started the day with. */
  opening_float: amountSchema.default('0'),
});
export type DayCloseInput = z.input<typeof dayCloseInputSchema>;
export type DayCloseFields = z.output<typeof dayCloseInputSchema>;

const pesos = z.string();

export const billingDaySchema = z.object({
  date: z.string(),
  closed: z.boolean(),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  /** Payments taken that day, by tender (a late payment counts on the day it is taken). */
  tenders: z.object(Object.fromEntries(TENDERS.map((tender) => [tender, pesos])) as Record<Tender, z.ZodString>),
  /** Of the invoices issued that day and not void. */
  sales: z.object({
    gross: pesos,
    vatable_sales: pesos,
    vat_exempt_sales: pesos,
    zero_rated_sales: pesos,
    vat: pesos,
    senior_pwd_discount: pesos,
    other_discounts: pesos,
    total_due: pesos,
  }),
  /** Invoices numbered that day, void ones included: every number used. */
  invoice_count: z.number().int(),
  first_number: z.string().nullable(),
  last_number: z.string().nullable(),
  voids: z.object({ count: z.number().int(), total: pesos }),
  credit_memos: z.object({ count: z.number().int(), total: pesos, refunded: pesos }),
  cash: z.object({ opening_float: pesos, cash_in: pesos, cash_refunded: pesos, expected: pesos }),
  counted_cash: pesos.nullable(),
  variance: pesos.nullable(),
  note: z.string().nullable(),
});
export type BillingDay = z.infer<typeof billingDaySchema>;
