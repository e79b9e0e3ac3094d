import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@clinic/contracts';
import { jsonResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

describe('the page of a mailed sign-in link', { timeout: 20_000 }, () => {
  it('signs in with one press and asks an account with two-factor sign-in for its code', async () => {
    const { user, api } = renderApp('/sign-in-link?token=mailed-token', {
      api: { 'POST /api/v1/auth/sign-in-link': jsonResponse(200, { mfa_required: true, mfa_token: 'challenge' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/auth/sign-in-link')[0]?.body).toEqual({ token: 'mailed-token' });
  });

  it('says why a link that no longer works cannot sign in', async () => {
    const { user } = renderApp('/sign-in-link?token=used-token', {
      api: { 'POST /api/v1/auth/sign-in-link': jsonResponse(400, { detail: AUTH_MESSAGES.signInLinkInvalid }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(AUTH_MESSAGES.signInLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('says a link without its token cannot sign in', async () => {
    renderApp('/sign-in-link');
    expect(await screen.findByText(AUTH_MESSAGES.signInLinkInvalid, {})).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
