import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title="Reset Password">
      <ResetPasswordForm token={searchParams.get('token')} />
    </AuthLayout>
  );
}
