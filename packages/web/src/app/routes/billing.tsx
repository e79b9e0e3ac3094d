import { InvoicesScreen } from '../../features/billing/screens/invoices-screen.tsx';

export const Component = InvoicesScreen;
