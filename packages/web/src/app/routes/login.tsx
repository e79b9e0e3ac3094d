import { SignInScreen } from '../../features/auth/components/sign-in-screen.tsx';

export const Component = SignInScreen;
