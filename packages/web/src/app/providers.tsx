import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

/**
 * What every screen shares. MUI's theme is not here: it comes with the themed layout route
 * (`routes/themed-layout.tsx`), so the sign-in page paints before MUI loads.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
