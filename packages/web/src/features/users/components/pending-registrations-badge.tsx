import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { usePendingUsersCount } from '../api/get-pending-users-count.ts';

/** The number of self-registered accounts waiting for activation, beside the User Management link; nothing when none wait. */
export function PendingRegistrationsBadge() {
  const count = usePendingUsersCount().data?.count ?? 0;
  if (count === 0) return null;
  const waiting = count === 1 ? 'registration waiting for activation' : 'registrations waiting for activation';
  return (
    <Chip
      size="small"
      color="warning"
      data-testid="pending-registrations"
      label={
        <>
          <span aria-hidden>{count}</span>
          <Box component="span" sx={visuallyHidden}>
            {`, ${count} ${waiting}`}
          </Box>
        </>
      }
    />
  );
}
