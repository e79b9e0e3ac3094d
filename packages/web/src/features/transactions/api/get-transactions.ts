import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionListQuery, TransactionListResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { transactionKeys } from './transaction-query-keys.ts';

export type TransactionListParams = Partial<TransactionListQuery>;

export const getTransactions = (params: TransactionListParams, signal?: AbortSignal) =>
  api.get<TransactionListResponse>('/procedure-transactions', { query: params, signal });

export const transactionsQueryOptions = (params: TransactionListParams) =>
  queryOptions({
    queryKey: transactionKeys.list(params),
    queryFn: ({ signal }) => getTransactions(params, signal),
    placeholderData: keepPreviousData,
  });

export const useTransactions = (params: TransactionListParams) => useQuery(transactionsQueryOptions(params));
