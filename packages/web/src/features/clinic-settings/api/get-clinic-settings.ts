import { useQuery } from '@tanstack/react-query';
import type { ClinicSettings } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export const clinicSettingsKey = [QUERY_ROOTS.clinicSettings] as const;

export const useClinicSettings = () =>
  useQuery({
    queryKey: clinicSettingsKey,
    queryFn: ({ signal }) => api.get<ClinicSettings>('/clinic-settings', { signal }),
  });
