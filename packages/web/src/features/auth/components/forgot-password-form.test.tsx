import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, networkFailure } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

describe('forgot password', () => {
  it('keeps the button disabled until an address is typed, then shows the server message', async () => {
    const message = 'If an account exists for that email, a password reset link has been sent.';
    const { user, api } = renderApp('/forgot-password', {
      api: { 'POST /api/v1/auth/forgot-password': jsonResponse(200, { message }) },
    });
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Send Reset Link' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Email address'), 'maria@example.com');
    await user.click(button);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/auth/forgot-password')[0]?.body).toEqual({ email: 'maria@example.com' });
    expect(screen.getByRole('link', { name: 'Remember your password? Sign in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['the server detail', () => jsonResponse(429, { detail: 'Too many requests' }), 'Too many requests'],
    ['the generic error', () => jsonResponse(500, {}), 'An error occurred'],
    ['the network error', networkFailure, 'Network error. Please try again.'],
  ])('shows %s on failure', async (_case, answer, text) => {
    const { user } = renderApp('/forgot-password', { api: { 'POST /api/v1/auth/forgot-password': answer } });
    await user.type(await screen.findByLabelText('Email address'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
