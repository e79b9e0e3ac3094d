import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@clinic/contracts/testing';
import { jsonResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

async function fillIn(user: ReturnType<typeof renderApp>['user'], confirmation: string) {
  await user.type(await screen.findByLabelText('Full Name'), 'Maria Santos');
  await user.type(screen.getByLabelText('Email address'), 'Maria@Example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('registration', () => {
  it("says 'Passwords do not match' and makes no call when the confirmation differs", async () => {
    const { user, api } = renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await fillIn(user, 'Secret#124');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/auth/register')).toHaveLength(0);
  });

  it('shows the server detail when registration fails', async () => {
    const { user } = renderApp('/register', {
      api: { 'POST /api/v1/auth/register': jsonResponse(409, { detail: 'An account with this email already exists' }) },
    });
    await fillIn(user, 'Secret#123');
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
  });

  it("falls back to 'Registration failed'", async () => {
    const { user } = renderApp('/register', { api: { 'POST /api/v1/auth/register': jsonResponse(500, {}) } });
    await fillIn(user, 'Secret#123');
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it('signs the new, inactive account in and shows it is waiting for activation', async () => {
    const { user, api } = renderApp('/register', {
      api: {
        'POST /api/v1/auth/register': jsonResponse(200, { access_token: 'fresh', token_type: 'bearer' }),
        'GET /api/v1/users/me': jsonResponse(200, buildUser({ is_active: false, state: 'awaiting_activation' })),
      },
    });
    await fillIn(user, 'Secret#123');
    expect(await screen.findByRole('heading', { name: 'Your account is waiting for activation' })).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/auth/register')[0]?.body).toEqual({
      email: 'maria@example.com',
      password: 'Secret#123',
      full_name: 'Maria Santos',
    });
    expect(window.localStorage.getItem('token')).toBe('fresh');
  });
});
