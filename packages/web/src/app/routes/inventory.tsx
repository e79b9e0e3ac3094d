import { InventoryScreen } from '../../features/inventory/screens/inventory-screen.tsx';

export const Component = InventoryScreen;
