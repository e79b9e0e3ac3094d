import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

async function submit(user: ReturnType<typeof renderApp>['user'], password: string, confirmation = password) {
  await user.type(await screen.findByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm New Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password', () => {
  it('explains that a link without a token is invalid', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText('Invalid reset link. Please request a new password reset.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it.each([
    ['Short1', 'Password must be at least 8 characters long'],
    ['UPPERCASE1', 'Password must contain at least one lowercase letter'],
    ['lowercase1', 'Password must contain at least one uppercase letter'],
    ['NoNumberHere', 'Password must contain at least one number'],
  ])('refuses %s with the spec message and makes no call', async (password, message) => {
    const { user, api } = renderApp('/reset-password?token=abc');
    expect(
      await screen.findByText('Password must be at least 8 characters with uppercase, lowercase, and number'),
    ).toBeInTheDocument();
    await submit(user, password);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("says 'Passwords do not match'", async () => {
    const { user } = renderApp('/reset-password?token=abc');
    await submit(user, 'GoodPass1', 'GoodPass2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('shows and hides each password', async () => {
    const { user } = renderApp('/reset-password?token=abc');
    const field = await screen.findByLabelText('New Password');
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(toggle!);
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('shows the server detail on failure', async () => {
    const { user } = renderApp('/reset-password?token=abc', {
      api: {
        'POST /api/v1/auth/reset-password': jsonResponse(400, { detail: 'This reset link is invalid or has expired.' }),
      },
    });
    await submit(user, 'GoodPass1');
    expect(await screen.findByText('This reset link is invalid or has expired.')).toBeInTheDocument();
  });

  it('sends the token, shows the message and goes to /login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, api } = renderApp('/reset-password?token=abc', {
      api: {
        'POST /api/v1/auth/reset-password': jsonResponse(200, { message: 'Password has been reset successfully.' }),
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await submit(user, 'GoodPass1');
    expect(await screen.findByText('Password has been reset successfully.')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to login page...')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/auth/reset-password')[0]?.body).toEqual({
      token: 'abc',
      new_password: 'GoodPass1',
    });
    await act(async () => vi.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe('/reset-password');
    await act(async () => vi.advanceTimersByTime(200));
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  });
});
