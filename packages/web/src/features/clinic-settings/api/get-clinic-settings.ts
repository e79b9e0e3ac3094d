import { useQuery } from '@tanstack/react-query';
import type { ClinicSettings } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { RESOURCES } from '../../../lib/query-keys.ts';

export const clinicSettingsKey = [RESOURCES.clinicSettings] as const;

export const useClinicSettings = () =>
  useQuery({
    queryKey: clinicSettingsKey,
    queryFn: ({ signal }) => api.get<ClinicSettings>('/clinic-settings', { signal }),
  });
