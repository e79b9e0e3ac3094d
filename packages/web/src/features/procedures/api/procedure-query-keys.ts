import type { ProcedureListParams, ScheduleQueryInput } from '@clinic/contracts';
import { RESOURCES } from '../../../lib/query-keys.ts';

/** Cache keys of the procedures feature; mutations invalidate by these prefixes. */
export const procedureKeys = {
  all: [RESOURCES.procedures] as const,
  list: (params: Partial<ProcedureListParams>) => [...procedureKeys.all, 'list', params] as const,
  detail: (id: number) => [...procedureKeys.all, 'detail', id] as const,
  ofPatient: (patientId: number) => [...procedureKeys.all, 'patient', patientId] as const,
  /** The forms' patient reads are the patient's: a patient's edit refreshes them. */
  patientName: (patientId: number) => [RESOURCES.patients, 'name', patientId] as const,
  clinicalAlerts: (patientId: number) => [RESOURCES.patients, 'clinical-alerts', patientId] as const,
  schedule: (query: ScheduleQueryInput) => [...procedureKeys.all, 'schedule', query] as const,
  monthRates: () => [...procedureKeys.all, 'month-rates'] as const,
  /** The forms' stock is the inventory's: a stock write or a procedure's use refreshes it. */
  stock: () => [RESOURCES.inventory, 'procedure-stock'] as const,
  productLots: (productId: number) => [RESOURCES.inventory, 'procedure-stock', productId] as const,
};
