import { CreditMemoScreen } from '../../features/billing/screens/credit-memo-screen.tsx';

export const Component = CreditMemoScreen;
