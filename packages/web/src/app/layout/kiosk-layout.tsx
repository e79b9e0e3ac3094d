import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { AppHeader } from './app-header.tsx';

/** The kiosk takes the whole screen: no sidebar, only a way to sign the device out. */
export function KioskLayout() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AppHeader logoutNeedsPassword />
      <Box component="main" sx={{ p: { xs: 2, md: 4 } }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
