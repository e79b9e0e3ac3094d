import { useState } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { RenderInStages } from '../../components/ui/render-in-stages.tsx';
import { SessionEndingWarning } from '../../features/auth/components/session-ending-warning.tsx';
import { SignInAgainDialog } from '../../features/auth/components/sign-in-again-dialog.tsx';
import { CredentialExpiryNotice } from '../../features/practitioners/components/credential-expiry-notice.tsx';
import { AppHeader } from './app-header.tsx';
import { SidebarNavigation } from './sidebar-navigation.tsx';

/** The spec's breakpoint: at this width or more the sidebar starts open and pushes the content. */
export const WIDE_SCREEN_QUERY = '(min-width:768px)';
const SIDEBAR_WIDTH = 248;
const SIDEBAR_ID = 'sidebar';
const MAIN_ID = 'main-content';

/** The signed-in staff screens: header, collapsible sidebar, and the current page. */
export function AppShell() {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY, { noSsr: true });
  // Each mode keeps its own state, so a narrow window starts closed and a wide one open.
  const [wideOpen, setWideOpen] = useState(true);
  const [narrowOpen, setNarrowOpen] = useState(false);
  const open = wide ? wideOpen : narrowOpen;
  const toggle = () => (wide ? setWideOpen((value) => !value) : setNarrowOpen((value) => !value));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* The page is committed first, then the header and the sidebar each in a task of their own
          (see RenderInStages): the page is what the user came for. Both are fixed in place, and the
          page keeps the sidebar's width free from the start, so nothing moves as they arrive. */}
      <RenderInStages afterTheRest>
        <>
          <Link
            href={`#${MAIN_ID}`}
            sx={{
              position: 'absolute',
              left: -10_000,
              zIndex: (theme) => theme.zIndex.tooltip,
              '&:focus': { left: 16, top: 16, p: 1, bgcolor: 'background.paper' },
            }}
          >
            Skip to main content
          </Link>
          <AppHeader sidebar={{ id: SIDEBAR_ID, open, onToggle: toggle }} />
        </>
        <Drawer
          id={SIDEBAR_ID}
          variant={wide ? 'persistent' : 'temporary'}
          open={open}
          onClose={() => setNarrowOpen(false)}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } } }}
        >
          <Toolbar />
          <SidebarNavigation onNavigate={wide ? undefined : () => setNarrowOpen(false)} />
        </Drawer>
      </RenderInStages>
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          p: { xs: 2, md: 3 },
          ml: wide && open ? `${SIDEBAR_WIDTH}px` : 0,
          transition: 'margin-left 200ms',
        }}
      >
        <Toolbar />
        <CredentialExpiryNotice variant="banner" />
        <Outlet />
        <SessionEndingWarning />
        <SignInAgainDialog />
      </Box>
    </Box>
  );
}
