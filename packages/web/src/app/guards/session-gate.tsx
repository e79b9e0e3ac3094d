import { Outlet } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FullPageLoading } from '../../components/ui/full-page-loading.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';

/** Holds every screen until a stored token has been turned into a user, or found stale. */
export function SessionGate() {
  const currentUser = useCurrentUser();
  if (currentUser.isPending) return <FullPageLoading />;
  if (currentUser.isError) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void currentUser.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load your account. Please check your connection and try again.
        </Alert>
      </Box>
    );
  }
  return <Outlet />;
}
