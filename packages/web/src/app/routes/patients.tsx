import { PatientsListScreen } from '../../features/patients/screens/patients-list-screen.tsx';

export const Component = PatientsListScreen;
