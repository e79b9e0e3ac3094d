import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** One component inside a data router, for components that use its hooks (such as the route blocker). */
export function renderInRouter(element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return { ...render(<RouterProvider router={router} />), router };
}
