import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '@clinic/contracts/testing';
import { jsonResponse } from '../../testing/mock-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { stubScreen } from '../../testing/stub-screen.tsx';

vi.mock('../routes/patients.tsx', () => stubScreen('Patients'));
vi.mock('../routes/transactions.tsx', () => stubScreen('Transactions'));
vi.mock('../routes/procedures-dashboard.tsx', () => stubScreen('Procedures Dashboard'));
vi.mock('../routes/user-management.tsx', () => stubScreen('User Management'));
vi.mock('../routes/kiosk.tsx', () => stubScreen('Kiosk'));

describe('route guards', () => {
  it('sends a visitor to /login and back to the requested page after sign-in', async () => {
    const staff = buildUser({ role: 'STAFF' });
    const { user, router } = renderApp('/transactions?page=2', {
      api: {
        'POST /api/v1/auth/login': jsonResponse(200, { access_token: 't', token_type: 'bearer' }),
        'GET /api/v1/users/me': jsonResponse(200, staff),
      },
    });
    await user.type(await screen.findByLabelText('Email address'), staff.email);
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/transactions?page=2');
  });

  it('shows the loading state while the stored token is checked', async () => {
    renderApp('/patients', { user: buildUser() });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Patients' })).toBeInTheDocument();
  });

  it('drops a token the server refuses and stays signed out', async () => {
    window.localStorage.setItem('token', 'stale');
    const { router } = renderApp('/patients', {
      api: { 'GET /api/v1/users/me': jsonResponse(401, { detail: 'Not authenticated' }) },
    });
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('sends a KIOSK user from the staff area to /kiosk', async () => {
    const { router } = renderApp('/patients', { user: buildUser({ role: 'KIOSK' }) });
    expect(await screen.findByRole('heading', { name: 'Kiosk' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kiosk');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('sends a staff member away from the kiosk to /unauthorized', async () => {
    const { router } = renderApp('/kiosk', { user: buildUser({ role: 'NURSE' }) });
    expect(
      await screen.findByText("Access Denied - You don't have permission to access this page."),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    await userEvent.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(router.state.location.pathname).not.toBe('/unauthorized');
  });

  it.each(['STAFF', 'DOCTOR', 'NURSE'] as const)(
    'sends %s away from /user-management to /unauthorized',
    async (role) => {
      const { router } = renderApp('/user-management', { user: buildUser({ role }) });
      await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    },
  );

  it.each(['ADMIN', 'SUPERADMIN'] as const)('lets %s into /user-management', async (role) => {
    renderApp('/user-management', { user: buildUser({ role }) });
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
  });

  it('leads /dashboard and unknown paths home, which is the procedures dashboard', async () => {
    const { router } = renderApp('/dashboard', { user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Procedures Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/procedures/dashboard');
    await router.navigate('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/procedures/dashboard'));
  });

  it('shows an inactive account the waiting screen instead of the app', async () => {
    const { user, router, api } = renderApp('/patients', {
      user: buildUser({ is_active: false }),
      api: { 'POST /api/v1/auth/logout': jsonResponse(200, { message: 'Signed out' }) },
    });
    expect(await screen.findByRole('heading', { name: 'Your account is waiting for activation' })).toBeInTheDocument();
    expect(screen.getByText(/An administrator must activate your account/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Patients' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.requestsTo('POST /api/v1/auth/logout')).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('sends a signed-in user away from /login', async () => {
    const { router } = renderApp('/login', { user: buildUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/procedures/dashboard'));
  });
});
