import { ArchivedPatientsScreen } from '../../features/patients/screens/archived-patients-screen.tsx';

export const Component = ArchivedPatientsScreen;
