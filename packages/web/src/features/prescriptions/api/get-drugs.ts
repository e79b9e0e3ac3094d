import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Drug } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { prescriptionKeys } from './prescription-query-keys.ts';

/** The clinic's drug list matching what is typed, for the generic name's suggestions. */
export const useDrugs = (query: string) =>
  useQuery({
    queryKey: prescriptionKeys.drugs(query),
    queryFn: ({ signal }) => api.get<Drug[]>(`/drugs?q=${encodeURIComponent(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
