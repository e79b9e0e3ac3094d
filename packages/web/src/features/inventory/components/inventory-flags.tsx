import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { InventoryFlag } from '@clinic/contracts';
import { FLAG_LABELS } from '../lib/inventory-labels.ts';

const COLORS = { low: 'warning', expiring: 'warning', expired: 'error' } as const;

/** The flags of a product or a lot, in words. */
export function InventoryFlags({ flags }: { flags: readonly InventoryFlag[] }) {
  if (flags.length === 0) return <span>—</span>;
  return (
    <Stack direction="row" spacing={0.5}>
      {flags.map((flag) => (
        <Chip key={flag} size="small" color={COLORS[flag]} label={FLAG_LABELS[flag]} />
      ))}
    </Stack>
  );
}
