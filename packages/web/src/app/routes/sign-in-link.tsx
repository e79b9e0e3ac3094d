import { useSearchParams } from 'react-router';
import { SignInLinkScreen } from '../../features/auth/components/sign-in-link-screen.tsx';

export function Component() {
  const [searchParams] = useSearchParams();
  return <SignInLinkScreen token={searchParams.get('token')} />;
}
