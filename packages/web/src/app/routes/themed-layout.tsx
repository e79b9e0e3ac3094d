import { Outlet } from 'react-router';
import { ThemeRoot } from '../../components/ui/theme-root.tsx';

/** Every screen but the sign-in page is drawn with MUI: this layout brings its theme along. */
export function Component() {
  return (
    <ThemeRoot>
      <Outlet />
    </ThemeRoot>
  );
}
