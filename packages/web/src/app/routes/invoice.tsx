import { InvoiceScreen } from '../../features/billing/screens/invoice-screen.tsx';

export const Component = InvoiceScreen;
