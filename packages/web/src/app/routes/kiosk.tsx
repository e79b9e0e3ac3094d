import { KioskScreen } from '../../features/patients/screens/kiosk-screen.tsx';

export const Component = KioskScreen;
