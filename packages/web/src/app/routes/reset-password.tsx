import { INVITATION_MESSAGES } from '@clinic/contracts';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

export function Component() {
  const [searchParams] = useSearchParams();
  const invitation = searchParams.get('invite') === '1';
  return (
    <AuthLayout title={invitation ? INVITATION_MESSAGES.title : 'Reset Password'}>
      <ResetPasswordForm token={searchParams.get('token')} invitation={invitation} />
    </AuthLayout>
  );
}
