import { z } from 'zod';
import { recordIdSchema } from '../common/ids.ts';
import { pagedSortedQueryFields } from '../common/pagination.ts';
import { parseClinicDateTime } from './clinic-datetime.ts';
import { doctorNameFilterSchema } from './doctor-name-filter.ts';
import { procedureStatusSchema } from './procedure-status.ts';

// The list's query on its own: the dashboard reads its URL with it, without evaluating the
// schemas of a whole procedure (payments, products, points) before it can draw.

export const PROCEDURE_SORT_COLUMNS = [
  'name',
  'doctor_name',
  'start_datetime',
  'status',
  'amount',
  'patient_name',
] as const;
export type ProcedureSortColumn = (typeof PROCEDURE_SORT_COLUMNS)[number];

const filterDate = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || parseClinicDateTime(value) !== undefined, { message: 'Enter a valid date' })
  .transform((value) => value || undefined);

/** The filters shared by the list and the dashboard stats. */
export const procedureFiltersSchema = z.object({
  patient_id: recordIdSchema().optional(),
  status: z.preprocess((value) => (value === '' ? undefined : value), procedureStatusSchema.optional()),
  start_date: filterDate,
  end_date: filterDate,
  doctor_name: doctorNameFilterSchema,
});
export type ProcedureFilters = z.output<typeof procedureFiltersSchema>;

export const procedureListQuerySchema = procedureFiltersSchema.extend(
  pagedSortedQueryFields(PROCEDURE_SORT_COLUMNS, 'start_datetime'),
);
export type ProcedureListParams = z.output<typeof procedureListQuerySchema>;
