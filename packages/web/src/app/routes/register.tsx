import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';

export function Component() {
  return (
    <AuthLayout title="Create your account">
      <RegisterForm />
    </AuthLayout>
  );
}
