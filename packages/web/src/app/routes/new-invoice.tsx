import { NewInvoiceScreen } from '../../features/billing/screens/new-invoice-screen.tsx';

export const Component = NewInvoiceScreen;
