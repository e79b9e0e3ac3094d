import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from './visually-hidden.ts';

interface CountBadgeProps {
  count: number;
  /** What is counted, read after the number by screen readers: "registrations waiting for activation". */
  description: string;
}

/** A number beside a sidebar entry; nothing when it is zero. */
export function CountBadge({ count, description }: CountBadgeProps) {
  if (count === 0) return null;
  return (
    <Chip
      size="small"
      color="warning"
      label={
        <>
          <span aria-hidden>{count}</span>
          <Box component="span" sx={visuallyHidden}>
            {`, ${count} ${description}`}
          </Box>
        </>
      }
    />
  );
}
