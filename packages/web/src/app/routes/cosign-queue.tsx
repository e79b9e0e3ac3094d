import { CosignQueueScreen } from '../../features/notes/screens/cosign-queue-screen.tsx';

export const Component = CosignQueueScreen;
