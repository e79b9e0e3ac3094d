import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { useInventory } from '../api/get-inventory.ts';

/** How many products are low, expiring or expired, beside the Inventory link. */
export function InventoryFlagCount() {
  const count = useInventory().data?.flagged ?? 0;
  return <CountBadge count={count} description={count === 1 ? 'product needs attention' : 'products need attention'} />;
}
