import './components/ui/light/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRoutes } from './app/route-table.tsx';
import { connectSessionExpiry } from './app/session-expiry.ts';
import { currentUserQueryOptions } from './lib/current-user.ts';

const queryClient = createQueryClient();
// A stored token is checked at once, while the screen's scripts load, not after the first render.
void queryClient.prefetchQuery(currentUserQueryOptions());
const router = createBrowserRouter(createRoutes(queryClient));
connectSessionExpiry(router, queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
