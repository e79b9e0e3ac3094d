import { ProceduresDashboardPage } from '../../features/procedures/components/procedures-dashboard-page.tsx';

export const Component = ProceduresDashboardPage;
