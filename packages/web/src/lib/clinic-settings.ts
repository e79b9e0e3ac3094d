import { useQuery } from '@tanstack/react-query';
import type { ClinicSettings } from '@clinic/contracts';
import { api } from './api-client.ts';
import { RESOURCES } from './query-keys.ts';

export const clinicSettingsKey = [RESOURCES.clinicSettings] as const;

/** The clinic's settings: read by its screen, and by billing for the VAT status the totals follow. */
export const useClinicSettings = () =>
  useQuery({
    queryKey: clinicSettingsKey,
    queryFn: ({ signal }) => api.get<ClinicSettings>('/clinic-settings', { signal }),
  });
