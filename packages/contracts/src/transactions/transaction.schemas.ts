import { z } from 'zod';
import { amountSchema } from '../common/money.ts';
import { isValidIsoDate, todayIsoDate } from '../common/dates.ts';
import { pageSchema, pageSizeSchema, sortOrderSchema } from '../common/pagination.ts';
import { recordIdSchema } from '../common/ids.ts';
import { singleLineText } from '../common/text.ts';

export const PAYMENT_MODES = ['cash', 'card', 'paymaya', 'other'] as const;
export const PAYMENT_STATUSES = ['paid', 'pending'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const DEFAULT_PAYMENT_MODE: PaymentMode = 'cash';
export const DEFAULT_PAYMENT_STATUS: PaymentStatus = 'pending';

export const TRANSACTION_MESSAGES = {
  fetchFailed: 'Failed to fetch transactions. Please try again.',
  updateFailed: 'Failed to update transaction. Please try again.',
  exportFailed: 'Failed to export CSV. Please try again.',
  deleteFailed: 'Failed to delete transaction. Please try again.',
  empty: 'No transactions found',
  notFound: 'Transaction not found',
  procedureNotFound: 'Procedure not found',
  duplicate: 'This procedure already has a transaction',
  invalidDate: 'Invalid date format (YYYY-MM-DD)',
  startAfterEnd: 'Start date must be on or before end date',
  nothingToUpdate: 'Nothing to update: send amount, payment_mode, payment_status or payment_date',
  exportNeedsDates: 'Start date and end date are required',
  exportNeedsField: 'Select at least one field',
  deleted: 'Transaction deleted successfully',
  updated: 'Transaction updated successfully',
} as const;

const isoDate = z.string().refine(isValidIsoDate, { message: TRANSACTION_MESSAGES.invalidDate });
/** Query values a browser form leaves blank count as not given. */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalQuery = <Schema extends z.ZodType>(schema: Schema) => z.preprocess(blankAsUnset, schema.optional());
const searchText = optionalQuery(singleLineText().max(200));

export const transactionSchema = z.object({
  id: z.number().int(),
  procedure_id: z.number().int(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  procedure_name: z.string(),
  /** Exact decimal text with two decimals, such as "1500.50". */
  amount: z.string(),
  payment_mode: z.enum(PAYMENT_MODES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_date: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const createTransactionInputSchema = z.object({
  procedure_id: recordIdSchema(),
  amount: amountSchema.default('0'),
  payment_mode: z.enum(PAYMENT_MODES).default(DEFAULT_PAYMENT_MODE),
  payment_status: z.enum(PAYMENT_STATUSES).default(DEFAULT_PAYMENT_STATUS),
  payment_date: isoDate.default(() => todayIsoDate()),
});
export type CreateTransactionInput = z.infer<typeof createTransactionInputSchema>;

export const updateTransactionInputSchema = z
  .object({
    amount: amountSchema.optional(),
    payment_mode: z.enum(PAYMENT_MODES).optional(),
    payment_status: z.enum(PAYMENT_STATUSES).optional(),
    payment_date: isoDate.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: TRANSACTION_MESSAGES.nothingToUpdate,
  });
export type UpdateTransactionInput = z.infer<typeof updateTransactionInputSchema>;

const startNotAfterEnd = (range: { start_date?: string; end_date?: string }) =>
  !range.start_date || !range.end_date || range.start_date <= range.end_date;
const startNotAfterEndIssue = { message: TRANSACTION_MESSAGES.startAfterEnd, path: ['start_date'] };

export const TRANSACTION_SORT_FIELDS = [
  'payment_date',
  'amount',
  'patient_name',
  'procedure_name',
  'payment_status',
  'payment_mode',
] as const;
export type TransactionSortField = (typeof TRANSACTION_SORT_FIELDS)[number];

/** The list's filters: dates, patient, procedure, status and mode. */
const transactionFilterFields = {
  start_date: optionalQuery(isoDate),
  end_date: optionalQuery(isoDate),
  patient_name: searchText,
  procedure_name: searchText,
  payment_status: optionalQuery(z.enum(PAYMENT_STATUSES)),
  payment_mode: optionalQuery(z.enum(PAYMENT_MODES)),
};

export const transactionListQuerySchema = z
  .object({
    page: pageSchema,
    pageSize: pageSizeSchema,
    ...transactionFilterFields,
    sortBy: z.preprocess(blankAsUnset, z.enum(TRANSACTION_SORT_FIELDS).default('payment_date')),
    sortOrder: sortOrderSchema,
  })
  .refine(startNotAfterEnd, startNotAfterEndIssue);
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;
export type TransactionFilters = Omit<TransactionListQuery, 'page' | 'pageSize' | 'sortBy' | 'sortOrder'>;

const modeAmountsSchema = z.object(
  Object.fromEntries(PAYMENT_MODES.map((mode) => [mode, z.string()])) as Record<PaymentMode, z.ZodString>,
);

export const transactionStatsSchema = z.object({
  total_amount: z.string(),
  paid_amount: z.string(),
  pending_amount: z.string(),
  /** Amount per payment mode, every mode present. */
  payment_mode_breakdown: modeAmountsSchema,
});
export type TransactionStats = z.infer<typeof transactionStatsSchema>;

export const transactionListResponseSchema = z.object({
  items: z.array(transactionSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  stats: transactionStatsSchema,
});
export type TransactionListResponse = z.infer<typeof transactionListResponseSchema>;

export const dashboardStatsQuerySchema = z
  .object({ start_date: optionalQuery(isoDate), end_date: optionalQuery(isoDate) })
  .refine(startNotAfterEnd, startNotAfterEndIssue);
export type DashboardStatsQuery = z.infer<typeof dashboardStatsQuerySchema>;

const countedAmountSchema = z.object({ count: z.number().int(), amount: z.string() });

export const dashboardStatsSchema = z.object({
  total_count: z.number().int(),
  total_amount: z.string(),
  paid_amount: z.string(),
  pending_amount: z.string(),
  by_mode: z.object(
    Object.fromEntries(PAYMENT_MODES.map((mode) => [mode, countedAmountSchema])) as Record<
      PaymentMode,
      typeof countedAmountSchema
    >,
  ),
  by_status: z.object({ paid: countedAmountSchema, pending: countedAmountSchema }),
  /** One entry per month that has payments, oldest first; month is YYYY-MM. */
  monthly: z.array(
    z.object({
      month: z.string(),
      total_amount: z.string(),
      paid_amount: z.string(),
      pending_amount: z.string(),
      by_mode: modeAmountsSchema,
    }),
  ),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** The chart's query: every filter of the list, so the chart and the list agree. */
export const amountsOverTimeQuerySchema = z
  .object(transactionFilterFields)
  .refine(startNotAfterEnd, startNotAfterEndIssue);
export type AmountsOverTimeQuery = z.infer<typeof amountsOverTimeQuerySchema>;

export const CHART_GRANULARITIES = ['day', 'month'] as const;
export type ChartGranularity = (typeof CHART_GRANULARITIES)[number];

/** Days for a range of two months or less (both ends given), months otherwise. */
export function chartGranularity(range: { start_date?: string; end_date?: string }): ChartGranularity {
  if (!range.start_date || !range.end_date) return 'month';
  const [year = 0, month = 1, day = 1] = range.start_date.split('-').map(Number);
  const twoMonthsLater = new Date(Date.UTC(year, month + 1, day)).toISOString().slice(0, 10);
  return range.end_date <= twoMonthsLater ? 'day' : 'month';
}

export const amountsOverTimeSchema = z.object({
  granularity: z.enum(CHART_GRANULARITIES),
  /** One entry per day (YYYY-MM-DD) or month (YYYY-MM) that has payments, oldest first. */
  periods: z.array(
    z.object({
      period: z.string(),
      total_amount: z.string(),
      by_mode: modeAmountsSchema,
    }),
  ),
});
export type AmountsOverTime = z.infer<typeof amountsOverTimeSchema>;

export const EXPORT_FIELDS = ['patient', 'procedure', 'paymentStatus', 'paymentMode', 'amount', 'paymentDate'] as const;
export type ExportField = (typeof EXPORT_FIELDS)[number];
export const EXPORT_GRANULARITIES = ['none', 'day', 'month'] as const;
export type ExportGranularity = (typeof EXPORT_GRANULARITIES)[number];
export const DEFAULT_EXPORT_FILE_NAME = 'transactions_export.csv';

/** A comma list, as the spec's client sends it; the query key repeated is read the same way. */
const exportFieldsSchema = z
  .union([z.string(), z.array(z.string())], { error: TRANSACTION_MESSAGES.exportNeedsField })
  .transform((value) =>
    [value]
      .flat()
      .flatMap((text) => text.split(','))
      .map((field) => field.trim())
      .filter((field) => field !== ''),
  )
  .pipe(
    z
      .array(z.enum(EXPORT_FIELDS))
      .min(1, TRANSACTION_MESSAGES.exportNeedsField)
      .transform((fields) => [...new Set(fields)]),
  );

export const exportQuerySchema = z
  .object({
    start_date: z.string({ error: TRANSACTION_MESSAGES.exportNeedsDates }).pipe(isoDate),
    end_date: z.string({ error: TRANSACTION_MESSAGES.exportNeedsDates }).pipe(isoDate),
    fields: exportFieldsSchema,
    granularity: z.preprocess(blankAsUnset, z.enum(EXPORT_GRANULARITIES).default('none')),
    // The list's own filters, so the file holds exactly the rows the screen totals.
    patient_name: transactionFilterFields.patient_name,
    procedure_name: transactionFilterFields.procedure_name,
    payment_status: transactionFilterFields.payment_status,
    payment_mode: transactionFilterFields.payment_mode,
  })
  .refine(startNotAfterEnd, startNotAfterEndIssue);
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** The form's side of the export: what the dialog holds before it becomes a query. */
export const exportFormSchema = z
  .object({
    start_date: z.string().min(1, TRANSACTION_MESSAGES.exportNeedsDates).pipe(isoDate),
    end_date: z.string().min(1, TRANSACTION_MESSAGES.exportNeedsDates).pipe(isoDate),
    fields: z.array(z.enum(EXPORT_FIELDS)).min(1, TRANSACTION_MESSAGES.exportNeedsField),
    granularity: z.enum(EXPORT_GRANULARITIES),
  })
  .refine(startNotAfterEnd, startNotAfterEndIssue);
export type ExportForm = z.infer<typeof exportFormSchema>;
