import { lazy, Suspense, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { PORTAL_NAME } from '../../components/ui/document-title.tsx';
import { StaffPasswordDialog } from '../../components/ui/staff-password-dialog.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { StaleBackupChip } from '../../features/backups/components/stale-backup-chip.tsx';
import { useCan } from '../../lib/authorization.ts';
import { useCurrentUser } from '../../lib/current-user.ts';

// Loaded after the header paints: the search box is not needed for the first look at a screen.
const PatientQuickSearch = lazy(() =>
  import('../../features/patients/components/quick-search/patient-quick-search.tsx').then((module) => ({
    default: module.PatientQuickSearch,
  })),
);

interface AppHeaderProps {
  /** Absent where there is no sidebar to toggle (the kiosk). */
  sidebar?: { id: string; open: boolean; onToggle: () => void };
  /** The kiosk stands in the waiting room: only staff, with the password, may sign it out. */
  logoutNeedsPassword?: boolean;
}

export function AppHeader({ sidebar, logoutNeedsPassword = false }: AppHeaderProps) {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const [askingPassword, setAskingPassword] = useState(false);
  const canSearchPatients = useCan('patient.read');
  const managesBackups = useCan('backup.manage');

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        {sidebar ? (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Toggle sidebar"
            aria-controls={sidebar.id}
            aria-expanded={sidebar.open}
            onClick={sidebar.onToggle}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Typography
          component="p"
          variant="h6"
          noWrap
          sx={{ flexGrow: 1, fontWeight: 700, display: canSearchPatients ? { xs: 'none', md: 'block' } : 'block' }}
        >
          {PORTAL_NAME}
        </Typography>
        {canSearchPatients ? (
          <Box sx={{ flexGrow: { xs: 1, md: 0 }, minWidth: 0 }}>
            <Suspense fallback={null}>
              <PatientQuickSearch />
            </Suspense>
          </Box>
        ) : null}
        {managesBackups ? <StaleBackupChip /> : null}
        {user ? (
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Typography noWrap>{user.display_name}</Typography>
            <Chip
              label={user.role}
              size="small"
              sx={{ bgcolor: 'rgba(255,255,255,0.18)', color: 'inherit', fontWeight: 600 }}
            />
          </Box>
        ) : null}
        <Button
          color="inherit"
          startIcon={<LogoutIcon />}
          onClick={() => (logoutNeedsPassword ? setAskingPassword(true) : logout.mutate())}
          disabled={logout.isPending}
        >
          Logout
        </Button>
      </Toolbar>
      {askingPassword ? (
        <StaffPasswordDialog
          explanation="Enter the kiosk account's password to sign the kiosk out."
          confirmLabel="Logout"
          onCancel={() => setAskingPassword(false)}
          onConfirmed={() => logout.mutate()}
        />
      ) : null}
    </AppBar>
  );
}
