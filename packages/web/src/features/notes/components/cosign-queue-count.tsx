import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { useCosignQueue } from '../api/cosign.ts';

/** How many notes wait for the signed-in doctor's co-signature, beside the Co-sign link. */
export function CosignQueueCount() {
  const count = useCosignQueue().data?.items.length ?? 0;
  return (
    <CountBadge
      count={count}
      description={count === 1 ? 'note waits for your co-signature' : 'notes wait for your co-signature'}
    />
  );
}
