import type { InvoiceListQuery } from '@clinic/contracts';
import { RESOURCES } from '../../../lib/query-keys.ts';

/** Cache keys of invoices, their credit memos, the day's figures, reports and a patient's account; every invoice write refreshes them all. */
export const billingKeys = {
  all: [RESOURCES.invoices] as const,
  list: (params: Partial<InvoiceListQuery>) => [...billingKeys.all, 'list', params] as const,
  invoice: (id: number) => [...billingKeys.all, 'invoice', id] as const,
  creditMemo: (id: number) => [...billingKeys.all, 'credit-memo', id] as const,
  day: (date: string) => [...billingKeys.all, 'day', date] as const,
  aging: () => [...billingKeys.all, 'aging'] as const,
  patientCredit: (patientId: number) => [...billingKeys.all, 'patient-credit', patientId] as const,
  patientPayments: (patientId: number) => [...billingKeys.all, 'patient-payments', patientId] as const,
  seniorPwdId: (patientId: number) => [...billingKeys.all, 'senior-pwd-id', patientId] as const,
};
