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
import { useLogout } from '../../features/auth/api/logout.ts';
import { useCurrentUser } from '../../lib/current-user.ts';

interface AppHeaderProps {
  /** Absent where there is no sidebar to toggle (the kiosk). */
  sidebar?: { id: string; open: boolean; onToggle: () => void };
}

export function AppHeader({ sidebar }: AppHeaderProps) {
  const { data: user } = useCurrentUser();
  const logout = useLogout();

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
        <Typography component="p" variant="h6" noWrap sx={{ flexGrow: 1, fontWeight: 700 }}>
          {PORTAL_NAME}
        </Typography>
        {user ? (
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Typography noWrap>{user.full_name}</Typography>
            <Chip
              label={user.role}
              size="small"
              sx={{ bgcolor: 'rgba(255,255,255,0.18)', color: 'inherit', fontWeight: 600 }}
            />
          </Box>
        ) : null}
        <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout.mutate()} disabled={logout.isPending}>
          Logout
        </Button>
      </Toolbar>
    </AppBar>
  );
}
