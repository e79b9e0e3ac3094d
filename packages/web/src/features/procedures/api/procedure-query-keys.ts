import type { ProcedureListParams, ScheduleQueryInput } from '@clinic/contracts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

/** Cache keys of the procedures feature; mutations invalidate by these prefixes. */
export const procedureKeys = {
  all: [QUERY_ROOTS.procedures] as const,
  list: (params: Partial<ProcedureListParams>) => [...procedureKeys.all, 'list', params] as const,
  detail: (id: number) => [...procedureKeys.all, 'detail', id] as const,
  ofPatient: (patientId: number) => [...procedureKeys.all, 'patient', patientId] as const,
  patientPicker: (term: string) => [...procedureKeys.all, 'patient-picker', term] as const,
  patientName: (patientId: number) => [...procedureKeys.all, 'patient-name', patientId] as const,
  clinicalAlerts: (patientId: number) => [...procedureKeys.all, 'clinical-alerts', patientId] as const,
  schedule: (query: ScheduleQueryInput) => [...procedureKeys.all, 'schedule', query] as const,
  monthRates: () => [...procedureKeys.all, 'month-rates'] as const,
  stock: () => [...procedureKeys.all, 'stock'] as const,
  productLots: (productId: number) => [...procedureKeys.all, 'stock', productId] as const,
};
