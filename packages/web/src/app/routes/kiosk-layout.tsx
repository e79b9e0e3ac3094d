import { KioskLayout } from '../layout/kiosk-layout.tsx';

export const Component = KioskLayout;
