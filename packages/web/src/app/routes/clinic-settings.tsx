import { ClinicSettingsScreen } from '../../features/clinic-settings/screens/clinic-settings-screen.tsx';

export const Component = ClinicSettingsScreen;
