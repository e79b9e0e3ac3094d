import { BillingReportsScreen } from '../../features/billing/screens/billing-reports-screen.tsx';

export const Component = BillingReportsScreen;
