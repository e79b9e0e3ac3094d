import { TwoFactorSetupRequired } from '../../features/auth/components/two-factor-setup-required.tsx';

export const Component = TwoFactorSetupRequired;
