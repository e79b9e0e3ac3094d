import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import type { User } from '@clinic/contracts';
import { buildPractitioner } from '@clinic/contracts/testing';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createRoutes } from '../app/route-table.tsx';
import { connectSessionExpiry } from '../app/session-expiry.ts';
import { setToken } from '../lib/token-storage.ts';
import { jsonResponse, mockApi, type ApiHandlers } from './mock-api.ts';

export interface RenderAppOptions {
  /** Signed in as this user (token stored, /users/me answering it); signed out when absent. */
  user?: User;
  /** More API answers, keyed as in `mockApi`. */
  api?: ApiHandlers;
}

/** The whole app (guards, layout, lazy routes) at one URL, as a browser would load it. */
export function renderApp(url: string, { user, api = {} }: RenderAppOptions = {}) {
  if (user) setToken('test-token');
  const signedIn = {
    'GET /api/v1/users/me': jsonResponse(200, user),
    // The sidebar's count of registrations waiting, asked for administrators.
    'GET /api/v1/users/pending-count': jsonResponse(200, { count: 0 }),
    // The sidebar's count of products that need attention, asked for those who see the inventory.
    'GET /api/v1/inventory': jsonResponse(200, { items: [], flagged: 0 }),
    // The sidebar's count of notes waiting for the doctor's co-signature, asked for clinical writers.
    'GET /api/v1/notes/cosign-queue': jsonResponse(200, { items: [] }),
    // The header's age of the newest backup, asked for those who manage backups.
    'GET /api/v1/backups': jsonResponse(200, { items: [] }),
  };
  // A DOCTOR's own profile, read for the warning of a licence running out.
  const ownProfile =
    user?.role === 'DOCTOR'
      ? {
          [`GET /api/v1/practitioners/${user.id}`]: jsonResponse(200, buildPractitioner({ user_id: user.id })),
        }
      : {};
  const mockedApi = mockApi(user ? { ...signedIn, ...ownProfile, ...api } : api);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  onTestFinished(connectSessionExpiry(router, queryClient));
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, api: mockedApi, user: userEvent.setup() };
}
