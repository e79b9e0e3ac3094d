import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { USER_MESSAGES, type User } from '@clinic/contracts';
import { buildUser } from '@clinic/contracts/testing';
import { jsonResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

function renderUsers(viewer: User, others: User[], api: Record<string, Response> = {}) {
  return renderApp('/user-management', {
    user: viewer,
    api: { 'GET /api/v1/users/5/users': jsonResponse(200, [viewer, ...others]), ...api },
  });
}

// The first render also loads the lazy route, which is slow in jsdom.
const row = async (email: string) => (await screen.findByRole('cell', { name: email })).closest('tr')!;

async function openRoleOptions(user: ReturnType<typeof renderApp>['user'], container: HTMLElement) {
  await user.click(within(container).getByRole('combobox', { name: 'Role' }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  return options.map((option) => option.textContent);
}

describe('user management', { timeout: 20_000 }, () => {
  it('offers Edit and Delete on every row but the viewer own', async () => {
    const admin = buildUser({ role: 'ADMIN' });
    const nurse = buildUser({ role: 'NURSE', is_active: false });
    renderUsers(admin, [nurse]);
    const own = await row(admin.email);
    expect(within(own).queryByRole('button', { name: /edit|delete/i })).not.toBeInTheDocument();
    const other = await row(nurse.email);
    expect(within(other).getByRole('button', { name: `Edit ${nurse.email}` })).toBeEnabled();
    expect(within(other).getByRole('button', { name: `Delete ${nurse.email}` })).toBeEnabled();
    expect(within(other).getByText('Deactivated')).toBeInTheDocument();
  });

  it('invites with STAFF by default, never offers SUPERADMIN, and requires an e-mail', async () => {
    const superadmin = buildUser({ role: 'SUPERADMIN' });
    const { user, api } = renderUsers(superadmin, [], {
      'POST /api/v1/users/invite': jsonResponse(
        200,
        buildUser({ email: 'new.nurse@example.com', role: 'NURSE', is_active: false }),
      ),
    });
    const form = (await screen.findByRole('heading', { name: 'Invite User' })).closest('section')!;
    expect(within(form).getByRole('combobox', { name: 'Role' })).toHaveTextContent('STAFF');
    expect(await openRoleOptions(user, form)).toEqual(['ADMIN', 'DOCTOR', 'NURSE', 'STAFF', 'KIOSK']);
    await user.click(screen.getByRole('option', { name: 'NURSE' }));

    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await within(form).findByText(USER_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/users/invite')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /email/i }), 'new.nurse@example.com');
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(USER_MESSAGES.invited('new.nurse@example.com'))).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/users/invite')).toHaveLength(1);
    const url = new URL(
      String(vi.mocked(fetch).mock.calls.find(([input]) => String(input).includes('/users/invite'))![0]),
      'http://x',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({ email: 'new.nurse@example.com', role: 'NURSE' });
  });

  it.each([
    ['ADMIN', ['ADMIN', 'DOCTOR', 'NURSE', 'STAFF', 'KIOSK']],
    ['SUPERADMIN', ['SUPERADMIN', 'ADMIN', 'DOCTOR', 'NURSE', 'STAFF', 'KIOSK']],
  ] as const)('offers SUPERADMIN in the edit modal only to a SUPERADMIN viewer (%s)', async (role, expected) => {
    const target = buildUser({ role: 'STAFF' });
    const { user } = renderUsers(buildUser({ role }), [target]);
    await user.click(within(await row(target.email)).getByRole('button', { name: `Edit ${target.email}` }));
    expect(await openRoleOptions(user, await screen.findByRole('dialog'))).toEqual(expected);
  });

  it('activates an account and changes its role, then says so', async () => {
    const target = buildUser({ role: 'STAFF', is_active: false });
    const { user, api } = renderUsers(buildUser({ role: 'ADMIN' }), [target], {
      [`PUT /api/v1/users/${target.id}`]: jsonResponse(200, { ...target, role: 'DOCTOR', is_active: true }),
    });
    await user.click(within(await row(target.email)).getByRole('button', { name: `Edit ${target.email}` }));
    const dialog = await screen.findByRole('dialog');
    await openRoleOptions(user, dialog);
    await user.click(screen.getByRole('option', { name: 'DOCTOR' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(USER_MESSAGES.updated(target.email))).toBeInTheDocument();
    expect(api.requestsTo(`PUT /api/v1/users/${target.id}`)[0]?.body).toEqual({ role: 'DOCTOR', is_active: true });
  });

  it('invites with the full name typed, shows names in the list, and renames from the edit dialog', async () => {
    const target = buildUser({ role: 'NURSE', full_name: null, display_name: 'nameless@example.com' });
    const { user, api } = renderUsers(buildUser({ role: 'ADMIN' }), [target], {
      'POST /api/v1/users/invite': jsonResponse(
        200,
        buildUser({ email: 'liza@example.com', full_name: 'Liza Soriano' }),
      ),
      [`PUT /api/v1/users/${target.id}`]: jsonResponse(200, { ...target, full_name: 'Joy Santos' }),
    });
    const targetRow = await row(target.email);
    expect(within(targetRow).getByText('nameless@example.com')).toBeInTheDocument();

    const form = screen.getByRole('heading', { name: 'Invite User' }).closest('section')!;
    await user.type(within(form).getByRole('textbox', { name: 'Full Name' }), 'Liza Soriano');
    await user.type(within(form).getByRole('textbox', { name: /email/i }), 'liza@example.com');
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(api.requestsTo('POST /api/v1/users/invite')).toHaveLength(1));
    expect(Object.fromEntries(api.requestsTo('POST /api/v1/users/invite')[0]!.query)).toEqual({
      email: 'liza@example.com',
      full_name: 'Liza Soriano',
      role: 'STAFF',
    });

    await user.click(within(targetRow).getByRole('button', { name: `Edit ${target.email}` }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Full Name' }), 'Joy Santos');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requestsTo(`PUT /api/v1/users/${target.id}`)).toHaveLength(1));
    expect(api.requestsTo(`PUT /api/v1/users/${target.id}`)[0]?.body).toEqual({
      role: 'NURSE',
      is_active: true,
      full_name: 'Joy Santos',
    });
  });

  it("clears an account's sign-in limits from the edit dialog and says so", async () => {
    const target = buildUser({ role: 'NURSE' });
    const { user, api } = renderUsers(buildUser({ role: 'ADMIN' }), [target], {
      [`DELETE /api/v1/users/${target.id}/sign-in-limits`]: jsonResponse(200, {
        message: USER_MESSAGES.signInLimitsCleared(target.email),
      }),
    });
    await user.click(within(await row(target.email)).getByRole('button', { name: `Edit ${target.email}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear sign-in limits' }));
    expect(await screen.findByText(USER_MESSAGES.signInLimitsCleared(target.email))).toBeInTheDocument();
    expect(api.requestsTo(`DELETE /api/v1/users/${target.id}/sign-in-limits`)).toHaveLength(1);
  });

  it('names each account state in words and offers the action that state waits for', async () => {
    const invited = buildUser({ role: 'NURSE', is_active: false, state: 'invited' });
    const waiting = buildUser({ role: 'STAFF', is_active: false, state: 'awaiting_activation' });
    const active = buildUser({ role: 'DOCTOR' });
    const { user, api } = renderUsers(buildUser({ role: 'ADMIN' }), [invited, waiting, active], {
      [`POST /api/v1/users/${invited.id}/invitation`]: jsonResponse(200, invited),
      [`PUT /api/v1/users/${waiting.id}`]: jsonResponse(200, { ...waiting, is_active: true, state: 'active' }),
    });
    const invitedRow = await row(invited.email);
    const waitingRow = await row(waiting.email);
    expect(within(invitedRow).getByText('Invited')).toBeInTheDocument();
    expect(within(waitingRow).getByText('Awaiting activation')).toBeInTheDocument();
    expect(within(await row(active.email)).getByText('Active')).toBeInTheDocument();
    expect(within(invitedRow).queryByRole('button', { name: /^Activate/ })).not.toBeInTheDocument();
    expect(within(waitingRow).queryByRole('button', { name: /Resend invitation/ })).not.toBeInTheDocument();

    await user.click(within(invitedRow).getByRole('button', { name: `Resend invitation to ${invited.email}` }));
    expect(await screen.findByText(USER_MESSAGES.invitationResent(invited.email))).toBeInTheDocument();
    expect(api.requestsTo(`POST /api/v1/users/${invited.id}/invitation`)).toHaveLength(1);

    await user.click(within(waitingRow).getByRole('button', { name: `Activate ${waiting.email}` }));
    expect(await screen.findByText(USER_MESSAGES.activated(waiting.email))).toBeInTheDocument();
    expect(api.requestsTo(`PUT /api/v1/users/${waiting.id}`)[0]?.body).toEqual({ is_active: true });
  });

  it('shows the server detail when an update is refused', async () => {
    const target = buildUser({ role: 'SUPERADMIN' });
    const { user } = renderUsers(buildUser({ role: 'SUPERADMIN' }), [target], {
      [`PUT /api/v1/users/${target.id}`]: jsonResponse(409, { detail: USER_MESSAGES.lastSuperadmin }),
    });
    await user.click(within(await row(target.email)).getByRole('button', { name: `Edit ${target.email}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(USER_MESSAGES.lastSuperadmin)).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    const target = buildUser({ role: 'NURSE' });
    const { user, api } = renderUsers(buildUser({ role: 'ADMIN' }), [target], {
      [`DELETE /api/v1/users/${target.id}`]: jsonResponse(200, { message: USER_MESSAGES.deleted }),
    });
    await user.click(within(await row(target.email)).getByRole('button', { name: `Delete ${target.email}` }));
    const dialog = await screen.findByRole('dialog');
    expect(api.requestsTo(`DELETE /api/v1/users/${target.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(USER_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo(`DELETE /api/v1/users/${target.id}`)).toHaveLength(1));
  });

  it('shows who has two-factor sign-in and resets it after confirmation', async () => {
    const enrolled = buildUser({ role: 'DOCTOR', mfa_enabled: true });
    const pending = buildUser({ role: 'ADMIN', mfa_required: true });
    const { user, api } = renderUsers(buildUser({ role: 'ADMIN' }), [enrolled, pending], {
      [`DELETE /api/v1/users/${enrolled.id}/mfa`]: jsonResponse(200, { ...enrolled, mfa_enabled: false }),
    });
    const enrolledRow = await row(enrolled.email);
    expect(within(enrolledRow).getByText('On')).toBeInTheDocument();
    expect(within(await row(pending.email)).getByText('Not set up')).toBeInTheDocument();
    expect(
      within(await row(pending.email)).queryByRole('button', { name: /reset two-factor/i }),
    ).not.toBeInTheDocument();

    await user.click(within(enrolledRow).getByRole('button', { name: `Reset two-factor for ${enrolled.email}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in' });
    expect(dialog).toHaveTextContent(enrolled.email);
    expect(api.requestsTo(`DELETE /api/v1/users/${enrolled.id}/mfa`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText(USER_MESSAGES.twoFactorReset(enrolled.email))).toBeInTheDocument();
    expect(api.requestsTo(`DELETE /api/v1/users/${enrolled.id}/mfa`)).toHaveLength(1);
  });

  it('says Failed to load users when the list fails', async () => {
    renderApp('/user-management', {
      user: buildUser({ role: 'ADMIN' }),
      api: { 'GET /api/v1/users/5/users': jsonResponse(500, {}) },
    });
    expect(await screen.findByText(USER_MESSAGES.loadFailed)).toBeInTheDocument();
  });

  it('says No users found for an empty list', async () => {
    renderApp('/user-management', {
      user: buildUser({ role: 'ADMIN' }),
      api: { 'GET /api/v1/users/5/users': jsonResponse(200, []) },
    });
    expect(await screen.findByText(USER_MESSAGES.empty)).toBeInTheDocument();
  });
});
