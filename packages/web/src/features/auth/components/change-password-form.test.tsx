import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@clinic/contracts/testing';
import { jsonResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

async function submit(user: ReturnType<typeof renderApp>['user'], old: string, next: string, confirmation = next) {
  if (old) await user.type(await screen.findByLabelText('Old Password'), old);
  if (next) await user.type(await screen.findByLabelText('New Password'), next);
  if (confirmation) await user.type(await screen.findByLabelText('Confirm New Password'), confirmation);
  await user.click(await screen.findByRole('button', { name: 'Change Password' }));
}

describe('change password', () => {
  it.each([
    ['', 'abc', 'abc', 'All fields are required.'],
    ['Old#pass1', 'a1!', 'a1!', 'Password must be at least 8 characters.'],
    ['Old#pass1', '12345678!', '12345678!', 'Password must contain at least one letter.'],
    ['Old#pass1', 'abcdefgh!', 'abcdefgh!', 'Password must contain at least one number.'],
    ['Old#pass1', 'abcdefgh1', 'abcdefgh1', 'Password must contain at least one special character.'],
    ['Old#pass1', 'abcdefg1!', 'abcdefg1?', 'New passwords do not match.'],
  ])('old %j, new %j, confirm %j: reports %j and makes no call', async (old, next, confirmation, message) => {
    const { user, api } = renderApp('/password-management', { user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    await submit(user, old, next, confirmation);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/users/change-password')).toHaveLength(0);
  });

  it('lists the requirements', async () => {
    renderApp('/password-management', { user: buildUser() });
    expect(await screen.findByText('At least one special character (!@#$%^&*(),.?":{}|<>)')).toBeInTheDocument();
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
  });

  it('sends the change, says so and clears the three fields', async () => {
    const me = buildUser({ id: 42 });
    const { user, api } = renderApp('/password-management', {
      user: me,
      api: { 'POST /api/v1/users/change-password': jsonResponse(200, { message: 'Password updated successfully.' }) },
    });
    await submit(user, 'Old#pass1', 'New#pass22');
    expect(await screen.findByText('Password updated successfully.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/users/change-password')[0]?.body).toEqual({
      userId: 42,
      oldPassword: 'Old#pass1',
      newPassword: 'New#pass22',
    });
    for (const label of ['Old Password', 'New Password', 'Confirm New Password']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it('shows the server detail, else the fallback', async () => {
    const { user } = renderApp('/password-management', {
      user: buildUser(),
      api: { 'POST /api/v1/users/change-password': jsonResponse(400, { detail: 'Old password is incorrect.' }) },
    });
    await submit(user, 'Wrong#pass1', 'New#pass22');
    expect(await screen.findByText('Old password is incorrect.')).toBeInTheDocument();
  });

  it("falls back to 'Failed to update password.'", async () => {
    const { user } = renderApp('/password-management', {
      user: buildUser(),
      api: { 'POST /api/v1/users/change-password': jsonResponse(500, {}) },
    });
    await submit(user, 'Old#pass1', 'New#pass22');
    expect(await screen.findByText('Failed to update password.')).toBeInTheDocument();
  });
});
