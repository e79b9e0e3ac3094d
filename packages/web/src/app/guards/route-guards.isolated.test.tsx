import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@clinic/contracts';
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
      user: buildUser({ is_active: false, state: 'awaiting_activation' }),
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

  it('tells a deactivated account it is deactivated instead of showing the app', async () => {
    renderApp('/patients', { user: buildUser({ is_active: false, state: 'deactivated' }) });
    expect(await screen.findByRole('heading', { name: AUTH_MESSAGES.deactivated })).toBeInTheDocument();
    expect(screen.queryByText(/waiting for activation/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Patients' })).not.toBeInTheDocument();
  });

  it('sends a signed-in user away from /login', async () => {
    const { router } = renderApp('/login', { user: buildUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/procedures/dashboard'));
  });

  it('takes an account that must use two-factor sign-in to set it up, then on to where it was going', async () => {
    const admin = buildUser({ role: 'ADMIN', mfa_required: true });
    let enabled = false;
    const { user, router } = renderApp('/transactions', {
      user: admin,
      api: {
        'GET /api/v1/users/me': () => jsonResponse(200, { ...admin, mfa_enabled: enabled }),
        'POST /api/v1/auth/mfa/enrolment': jsonResponse(200, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/Clinic:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
        'POST /api/v1/auth/mfa/enrolment/confirm': () => {
          enabled = true;
          return jsonResponse(200, { recovery_codes: ['aaaaa-bbbbb', 'ccccc-ddddd'] });
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/two-factor-setup');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByLabelText('Setup key')).toHaveValue('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(screen.getByRole('heading', { name: 'Add the portal to your authenticator app' })).toHaveFocus();
    await user.type(screen.getByLabelText('Code from your app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(codes).toHaveTextContent('aaaaa-bbbbb');
    // The codes stay on screen until the user says they have them.
    expect(router.state.location.pathname).toBe('/two-factor-setup');
    await user.click(screen.getByRole('button', { name: 'Continue to the portal' }));
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/transactions');
  });

  it('sends a user who needs no set-up away from the set-up screen', async () => {
    const { router } = renderApp('/two-factor-setup', {
      user: buildUser({ role: 'ADMIN', mfa_required: true, mfa_enabled: true }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/procedures/dashboard'));
  });
});
