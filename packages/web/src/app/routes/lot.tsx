import { LotScreen } from '../../features/inventory/screens/lot-screen.tsx';

export const Component = LotScreen;
