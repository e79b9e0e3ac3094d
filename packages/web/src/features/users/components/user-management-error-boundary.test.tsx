import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { USER_MESSAGES } from '@clinic/contracts';
import { UserManagementErrorBoundary } from './user-management-error-boundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

it('shows the spec sentence instead of a broken screen', () => {
  // React reports the caught error on the console; here that report is expected.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <UserManagementErrorBoundary>
      <Broken />
    </UserManagementErrorBoundary>,
  );
  expect(screen.getByText(USER_MESSAGES.errorBoundary)).toBeInTheDocument();
});
