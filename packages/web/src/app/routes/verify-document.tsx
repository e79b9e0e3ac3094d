import { useParams } from 'react-router';
import { VerificationPage } from '../../features/prescriptions/components/verification-page.tsx';

export function Component() {
  return <VerificationPage code={useParams().code ?? ''} />;
}
