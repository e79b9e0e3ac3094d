import { NewPatientScreen } from '../../features/patients/screens/new-patient-screen.tsx';

export const Component = NewPatientScreen;
