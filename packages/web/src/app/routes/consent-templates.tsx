import { ConsentTemplatesScreen } from '../../features/consents/screens/consent-templates-screen.tsx';

export const Component = ConsentTemplatesScreen;
