import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleQueryInput, ScheduleResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { procedureKeys } from './procedure-query-keys.ts';

export const getSchedule = (query: ScheduleQueryInput, signal?: AbortSignal) =>
  api.get<ScheduleResponse>('/schedule', { query: { ...query }, signal });

export const scheduleQueryOptions = (query: ScheduleQueryInput) =>
  queryOptions({
    queryKey: procedureKeys.schedule(query),
    queryFn: ({ signal }) => getSchedule(query, signal),
    placeholderData: keepPreviousData,
  });

/** The appointments of clinic days `start` to `end`; refreshed each minute for the front desk. */
export const useSchedule = (query: ScheduleQueryInput, options: { enabled?: boolean } = {}) =>
  useQuery({ ...scheduleQueryOptions(query), refetchInterval: 60_000, ...options });
