import type { InvoiceListQuery } from '@clinic/contracts';
import { RESOURCES } from '../../../lib/query-keys.ts';

/** Cache keys of invoices and the day's figures; every invoice write refreshes them all. */
export const billingKeys = {
  all: [RESOURCES.invoices] as const,
  list: (params: Partial<InvoiceListQuery>) => [...billingKeys.all, 'list', params] as const,
  invoice: (id: number) => [...billingKeys.all, 'invoice', id] as const,
  day: (date: string) => [...billingKeys.all, 'day', date] as const,
};
