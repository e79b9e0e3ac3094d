import Button from '@mui/material/Button';
import { useLogout } from '../api/logout.ts';

/** Signs out of a screen that stands in for the portal (awaiting activation, required set-up). */
export function SignOutButton() {
  const logout = useLogout();
  return (
    <Button variant="outlined" onClick={() => logout.mutate()} disabled={logout.isPending}>
      Sign out
    </Button>
  );
}
