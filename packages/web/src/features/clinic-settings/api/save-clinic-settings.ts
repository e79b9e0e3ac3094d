import type { ClinicSettings, ClinicSettingsValues } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { clinicSettingsKey } from './get-clinic-settings.ts';

export const useSaveClinicSettings = () =>
  useRefreshingMutation(
    (input: ClinicSettingsValues) => api.put<ClinicSettings>('/clinic-settings', input),
    clinicSettingsKey,
  );
