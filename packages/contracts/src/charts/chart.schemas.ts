import { z } from 'zod';
import { isValidIsoDate } from '../common/dates.ts';

/** What a procedure's chart needs before the patient leaves, in the order the checklist shows it. */
export const CHART_ITEM_KEYS = ['consent', 'photos_before', 'photos_after', 'lots', 'signed_note', 'payment'] as const;
export type ChartItemKey = (typeof CHART_ITEM_KEYS)[number];

export const CHART_ITEM_LABELS: Record<ChartItemKey, string> = {
  consent: 'Consent signed',
  photos_before: 'Before photos',
  photos_after: 'After photos',
  lots: 'Lot of every product on a face point',
  signed_note: 'Signed note',
  payment: 'Payment settled',
};

/** The longest period the incomplete-charts report covers at once. */
export const MAX_CHART_REPORT_DAYS = 366;

export const CHART_MESSAGES = {
  title: 'Chart checklist',
  complete: 'The chart is complete.',
  consentNotNeeded: 'No consent is needed for this procedure',
  consentMissing: (count: number) => (count === 1 ? '1 consent to sign' : `${count} consents to sign`),
  consentSigned: 'Every consent needed is signed',
  photos: (taken: number, needed: number) =>
    needed === 0 ? 'None needed' : `${Math.min(taken, needed)} of ${needed} taken`,
  noProductsOnPoints: 'No product on a face point',
  pointsWithoutLot: (labels: readonly string[]) => `No lot on ${labels.join(', ')}`,
  everyProductHasLot: 'Every product has its lot',
  noteSigned: 'A note is signed',
  noteDraftOnly: 'A note is written but not signed',
  noNote: 'No note yet',
  paid: 'Paid',
  notPaid: 'Not paid yet',
  /** The 409 when the setting refuses a completed procedure with an incomplete chart. */
  incompleteBeforeCompleted: (labels: readonly string[]) =>
    `This procedure cannot be completed until its chart is complete. Missing: ${labels.join(', ')}.`,
  missingAtCheckOut: 'Chart not complete',
  fetchFailed: 'Failed to fetch the chart checklist. Please try again.',
  reportTitle: 'Incomplete charts',
  reportFetchFailed: 'Failed to fetch the incomplete charts. Please try again.',
  reportEmpty: 'Every chart of this period is complete.',
  invalidDate: 'Enter a valid date',
  periodOrder: 'The end date must not be before the start date',
  periodTooLong: `Choose a period of at most ${MAX_CHART_REPORT_DAYS} days`,
  staleDraftsTitle: 'Notes left in draft',
  staleDrafts: (hours: number) => `Drafts begun more than ${hours} hours ago are not signed yet. Sign or finish them.`,
} as const;

export const chartChecklistItemSchema = z.object({
  key: z.enum(CHART_ITEM_KEYS),
  label: z.string(),
  done: z.boolean(),
  /** What is there or what is missing, in words. */
  detail: z.string(),
});
export type ChartChecklistItem = z.infer<typeof chartChecklistItemSchema>;

export const chartChecklistSchema = z.object({
  complete: z.boolean(),
  items: z.array(chartChecklistItemSchema),
});
export type ChartChecklist = z.infer<typeof chartChecklistSchema>;

const isoDate = z.string({ message: CHART_MESSAGES.invalidDate }).refine(isValidIsoDate, {
  message: CHART_MESSAGES.invalidDate,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A period of clinic dates, both ends included. */
export const incompleteChartsQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((period) => period.from <= period.to, { message: CHART_MESSAGES.periodOrder, path: ['to'] })
  .refine((period) => (Date.parse(period.to) - Date.parse(period.from)) / DAY_MS < MAX_CHART_REPORT_DAYS, {
    message: CHART_MESSAGES.periodTooLong,
    path: ['to'],
  });
export type IncompleteChartsQuery = z.infer<typeof incompleteChartsQuerySchema>;

export const incompleteChartSchema = z.object({
  procedure_id: z.number().int(),
  procedure_name: z.string(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  start_datetime: z.string(),
  status: z.string(),
  /** The checklist's items not done, in its order. */
  missing: z.array(chartChecklistItemSchema),
});
export type IncompleteChart = z.infer<typeof incompleteChartSchema>;

export const incompleteChartsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Each doctor with incomplete charts, by name, each doctor's procedures by start. */
  doctors: z.array(z.object({ doctor_name: z.string(), procedures: z.array(incompleteChartSchema) })),
});
export type IncompleteChartsReport = z.infer<typeof incompleteChartsReportSchema>;

export const staleNoteDraftSchema = z.object({
  note_id: z.number().int(),
  procedure_id: z.number().int(),
  procedure_name: z.string(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  author_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaleNoteDraft = z.infer<typeof staleNoteDraftSchema>;

export const staleNoteDraftsSchema = z.object({
  /** The `NOTE_AUTOLOCK_HOURS` the server flags drafts after. */
  hours: z.number().int(),
  drafts: z.array(staleNoteDraftSchema),
});
export type StaleNoteDrafts = z.infer<typeof staleNoteDraftsSchema>;
