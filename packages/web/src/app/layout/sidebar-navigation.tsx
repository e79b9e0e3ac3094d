import { Link as RouterLink, matchPath, useLocation } from 'react-router';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { can } from '@clinic/contracts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { NAVIGATION_ITEMS } from './navigation-items.ts';

/** The sidebar's links, filtered by the user's role, with the current section highlighted. */
export function SidebarNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const items = NAVIGATION_ITEMS.filter((item) => !item.capability || can(user?.role, item.capability));

  return (
    <nav aria-label="Main navigation">
      <List>
        {items.map(({ label, to, section, icon: Icon, badge: Badge }) => {
          const current = matchPath({ path: section, end: false }, pathname) !== null;
          return (
            <ListItem key={to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={to}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
              >
                <ListItemIcon>
                  <Icon aria-hidden />
                </ListItemIcon>
                <ListItemText primary={label} />
                {Badge ? <Badge /> : null}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}
