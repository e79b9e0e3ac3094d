import { BackupsScreen } from '../../features/backups/screens/backups-screen.tsx';

export const Component = BackupsScreen;
