import { KioskPage } from '../../features/kiosk/components/kiosk-page.tsx';

export const Component = KioskPage;
