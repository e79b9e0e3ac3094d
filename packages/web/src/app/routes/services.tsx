import { ServicesScreen } from '../../features/services/screens/services-screen.tsx';

export const Component = ServicesScreen;
