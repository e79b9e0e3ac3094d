import { TransactionsPage } from '../../features/transactions/components/transactions-page.tsx';

export const Component = TransactionsPage;
