import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme.ts';

/**
 * MUI's theme and baseline for the screens drawn with MUI: every signed-in screen (through the
 * themed layout route) and the few screens outside it that load MUI themselves. The sign-in page
 * is drawn without it (`components/ui/light/`), so MUI is not on the first screen's path.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
