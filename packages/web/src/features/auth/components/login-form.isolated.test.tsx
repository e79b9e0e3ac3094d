import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from '@clinic/contracts';
import { buildUser } from '@clinic/contracts/testing';
import { jsonResponse, networkFailure } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { stubScreen } from '../../../testing/stub-screen.tsx';

vi.mock('../../../app/routes/procedures-dashboard.tsx', () => stubScreen('Procedures Dashboard'));

const token = { access_token: 'new-token', token_type: 'bearer' };

async function signIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Email address'), 'maria@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  it('shows the spec texts and links', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email address')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('sends the form-encoded credentials and shows the server detail on failure', async () => {
    const { user, api } = renderApp('/login', {
      api: { 'POST /api/v1/auth/login': jsonResponse(401, { detail: 'Incorrect email or password' }) },
    });
    await signIn(user);
    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    const [request] = api.requestsTo('POST /api/v1/auth/login');
    expect(request?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(request?.body).toEqual({ username: 'maria@example.com', password: 'Secret#123' });
  });

  it('says in words, past the sign-in limits, that a sign-in link was e-mailed', async () => {
    const { user } = renderApp('/login', {
      api: { 'POST /api/v1/auth/login': jsonResponse(429, { detail: AUTH_MESSAGES.signInLinkSent }) },
    });
    await signIn(user);
    expect(await screen.findByText(AUTH_MESSAGES.signInLinkSent)).toBeInTheDocument();
  });

  it("falls back to 'Login failed' without a detail", async () => {
    const { user } = renderApp('/login', { api: { 'POST /api/v1/auth/login': networkFailure } });
    await signIn(user);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('stores the token, loads the user and goes home', async () => {
    const maria = buildUser({ full_name: 'Maria Santos', role: 'NURSE' });
    const { user, router } = renderApp('/login', {
      api: { 'POST /api/v1/auth/login': jsonResponse(200, token), 'GET /api/v1/users/me': jsonResponse(200, maria) },
    });
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Procedures Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/procedures/dashboard');
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(screen.getByText('Maria Santos')).toBeInTheDocument();
  });

  it('asks an account with two-factor sign-in for a code, says a wrong one is wrong, and signs in with a right one', async () => {
    const maria = buildUser({ full_name: 'Maria Santos', role: 'NURSE', mfa_enabled: true });
    let attempts = 0;
    const { user, api, router } = renderApp('/login', {
      api: {
        'POST /api/v1/auth/login': jsonResponse(200, { mfa_required: true, mfa_token: 'challenge-token' }),
        'POST /api/v1/auth/mfa': () => {
          attempts += 1;
          return attempts === 1
            ? jsonResponse(401, { detail: TWO_FACTOR_MESSAGES.incorrectCode })
            : jsonResponse(200, token);
        },
        'GET /api/v1/users/me': jsonResponse(200, maria),
      },
    });
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(window.localStorage.getItem('token')).toBeNull();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.incorrectCode);
    expect(router.state.location.pathname).toBe('/login');

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('checkbox', { name: 'Remember this device for 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Procedures Dashboard' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(api.requestsTo('POST /api/v1/auth/mfa').map((request) => request.body)).toEqual([
      { mfa_token: 'challenge-token', code: '123456', remember_device: false },
      { mfa_token: 'challenge-token', code: '654321', remember_device: true },
    ]);
  });

  it('sends an expired sign-in back to the password step', async () => {
    const { user } = renderApp('/login', {
      api: {
        'POST /api/v1/auth/login': jsonResponse(200, { mfa_required: true, mfa_token: 'old' }),
        'POST /api/v1/auth/mfa': jsonResponse(401, { detail: TWO_FACTOR_MESSAGES.challengeExpired }),
      },
    });
    await signIn(user);
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.challengeExpired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  });
});
