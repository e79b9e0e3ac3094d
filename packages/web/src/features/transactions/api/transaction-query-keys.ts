import { RESOURCES } from '../../../lib/query-keys.ts';

/** Cache keys of the payments feature; mutations invalidate by these prefixes. */
export const transactionKeys = {
  all: [RESOURCES.payments] as const,
  list: (params: object) => [...transactionKeys.all, 'list', params] as const,
  amountsOverTime: (filters: object) => [...transactionKeys.all, 'amounts-over-time', filters] as const,
};
