import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DisabledReason } from './disabled-reason.tsx';

/** Why a filter form's Search is greyed out while its dates run backwards. */
export const REVERSED_DATES_REASON = 'The start date is after the end date.';

interface FilterActionsProps {
  /** The start date is after the end date. */
  reversed: boolean;
  onClear: () => void;
}

/** A filter form's last row: Search, greyed out with its reason while the dates run backwards, and Clear. */
export function FilterActions({ reversed, onClear }: FilterActionsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}>
      <DisabledReason reason={reversed && REVERSED_DATES_REASON}>
        <Button type="submit" variant="contained" disabled={reversed}>
          Search
        </Button>
      </DisabledReason>
      <Button onClick={onClear}>Clear</Button>
    </Box>
  );
}
