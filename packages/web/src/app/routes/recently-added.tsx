import { SummaryDashboardScreen } from '../../features/patients/screens/summary-dashboard-screen.tsx';

export const Component = SummaryDashboardScreen;
