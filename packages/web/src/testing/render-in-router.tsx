import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithQueries } from './render-with-queries.tsx';

/** One component inside a data router, for components that use its hooks (such as the route blocker). */
export function renderInRouter(element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return { ...renderWithQueries(<RouterProvider router={router} />), router };
}
