import { SignConsentScreen } from '../../features/consents/screens/sign-consent-screen.tsx';

export const Component = SignConsentScreen;
