import type { ClinicSettings, ClinicSettingsValues } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const useSaveClinicSettings = () =>
  useRefreshingMutation(
    (input: ClinicSettingsValues) => api.put<ClinicSettings>('/clinic-settings', input),
    'clinicSettings',
  );
