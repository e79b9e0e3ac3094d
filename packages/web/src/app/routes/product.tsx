import { ProductScreen } from '../../features/inventory/screens/product-screen.tsx';

export const Component = ProductScreen;
