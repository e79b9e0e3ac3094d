import { procedureListQuerySchema, type ProcedureListParams } from '@clinic/contracts';
import { z } from 'zod';
import { DASHBOARD_RANGES } from './dashboard-range.ts';

/** The dashboard's state in its URL: the list's query, and the period button chosen, if any. */
export const dashboardStateSchema = procedureListQuerySchema.extend({ range: z.enum(DASHBOARD_RANGES).optional() });
export type DashboardState = z.output<typeof dashboardStateSchema>;

/** The list's query of a screen state, without the screen's own keys. */
export const listParamsOf = (state: ProcedureListParams): Partial<ProcedureListParams> => ({
  patient_id: state.patient_id,
  status: state.status,
  start_date: state.start_date,
  end_date: state.end_date,
  doctor_name: state.doctor_name,
  page: state.page,
  sortBy: state.sortBy,
  sortOrder: state.sortOrder,
});
