import { BillingDayScreen } from '../../features/billing/screens/billing-day-screen.tsx';

export const Component = BillingDayScreen;
