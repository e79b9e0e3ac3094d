import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildUser } from '@clinic/contracts/testing';
import type { Note, TransactionListResponse } from '@clinic/contracts';
import { api } from '../../lib/api-client.ts';
import { jsonResponse } from '../../testing/mock-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { setScreenWidth } from '../../testing/screen-width.ts';

const STAFF_ENTRIES = [
  'Recently Added',
  'Patients',
  'Procedures',
  'Schedule',
  'Transactions',
  'Billing',
  'Services',
  'Password Management',
  'Account',
];
const CLINICIAN_ENTRIES = [
  'Recently Added',
  'Patients',
  'Procedures',
  'Schedule',
  'Transactions',
  'Billing',
  'Inventory',
  'Services',
  'Notes to co-sign',
  'Password Management',
  'Account',
];

/** The sidebar's links, once it is drawn: the shell draws the page first, then its header and sidebar. */
async function sidebarEntries() {
  const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(navigation)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}
import { stubScreen } from '../../testing/stub-screen.tsx';

vi.mock('../routes/patients.tsx', () => stubScreen('Patients'));
vi.mock('../routes/transactions.tsx', () => stubScreen('Transactions'));
vi.mock('../routes/new-procedure.tsx', () => stubScreen('New Procedure'));

describe('app shell', () => {
  it.each(['ADMIN', 'SUPERADMIN'] as const)('lists every entry in order for %s', async (role) => {
    setScreenWidth(1280);
    renderApp('/patients', { user: buildUser({ role }) });
    await screen.findByRole('heading', { name: 'Patients' });
    expect(await sidebarEntries()).toEqual([
      ['Recently Added', '/recently-added'],
      ['Patients', '/patients'],
      ['Procedures', '/procedures/dashboard'],
      ['Schedule', '/schedule'],
      ['Transactions', '/transactions'],
      ['Billing', '/billing'],
      ['Inventory', '/inventory'],
      ['Services', '/services'],
      ['Incomplete charts', '/reports/incomplete-charts'],
      ['Consent templates', '/consent-templates'],
      ['Note templates', '/note-templates'],
      ['Notes to co-sign', '/notes/cosign'],
      ['User Management', '/user-management'],
      ...(role === 'SUPERADMIN'
        ? [
            ['Backups', '/backups'],
            ['Clinic settings', '/settings/clinic'],
          ]
        : []),
      ['Password Management', '/password-management'],
      ['Account', '/account'],
    ]);
  });

  it.each([
    ['STAFF', STAFF_ENTRIES],
    ['DOCTOR', CLINICIAN_ENTRIES],
    ['NURSE', CLINICIAN_ENTRIES],
  ] as const)('hides User Management from %s', async (role, entries) => {
    setScreenWidth(1280);
    renderApp('/patients', { user: buildUser({ role }) });
    await screen.findByRole('heading', { name: 'Patients' });
    expect((await sidebarEntries()).map(([label]) => label)).toEqual(entries);
  });

  it('shows administrators how many registrations wait for activation', async () => {
    setScreenWidth(1280);
    renderApp('/patients', {
      user: buildUser({ role: 'ADMIN' }),
      api: { 'GET /api/v1/users/pending-count': jsonResponse(200, { count: 3 }) },
    });
    expect(
      await screen.findByRole('link', { name: /^User Management.*3 registrations waiting for activation$/ }),
    ).toBeVisible();
  });

  it('shows a doctor how many notes wait for their co-signature', async () => {
    setScreenWidth(1280);
    const signed = {
      id: 5,
      procedure_id: 40,
      procedure_name: 'Botox',
      patient_id: 12,
      template_id: null,
      status: 'signed',
      sections: { Plan: 'Review in two weeks' },
      author_id: 8,
      author: 'Nurse Joy',
      author_role: 'NURSE',
      created_at: '2026-06-15T02:00:00Z',
      updated_at: '2026-06-15T02:30:00Z',
      signed_at: '2026-06-15T02:30:00Z',
      signed_by: 'Nurse Joy',
      sha256: 'c'.repeat(64),
      cosigner: 'Dr. Ana Reyes',
      cosigned_at: null,
      amendments: [],
    } satisfies Note;
    renderApp('/patients', {
      user: buildUser({ role: 'DOCTOR' }),
      api: { 'GET /api/v1/notes/cosign-queue': jsonResponse(200, { items: [signed, { ...signed, id: 6 }] }) },
    });
    expect(
      await screen.findByRole('link', { name: /^Notes to co-sign.*2 notes wait for your co-signature$/ }),
    ).toBeVisible();
  });

  it('asks a staff member for no count of registrations', async () => {
    setScreenWidth(1280);
    const { api: calls } = renderApp('/patients', { user: buildUser({ role: 'STAFF' }) });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(calls.requestsTo('GET /api/v1/users/pending-count')).toHaveLength(0);
  });

  it('tells a SUPERADMIN in the header when the last backup is more than two days old', async () => {
    const backup = (daysAgo: number) => ({
      name: 'backup-20261120T020000Z.clinicbackup',
      taken_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
      size_bytes: 1024,
      row_counts: {},
      file_count: 0,
    });
    renderApp('/patients', {
      user: buildUser({ role: 'SUPERADMIN' }),
      api: { 'GET /api/v1/backups': jsonResponse(200, { items: [backup(3)] }) },
    });
    expect(await screen.findByRole('link', { name: 'Last backup 3 days ago' })).toHaveAttribute('href', '/backups');
  });

  it('marks the current section and shows who is signed in', async () => {
    setScreenWidth(1280);
    renderApp('/procedures/new?patientId=4', { user: buildUser({ full_name: 'Dr. Jose Rizal', role: 'DOCTOR' }) });
    await screen.findByRole('heading', { name: 'New Procedure' });
    expect(await screen.findByRole('link', { name: 'Procedures' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Patients' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Dr. Jose Rizal')).toBeInTheDocument();
    expect(screen.getByText('DOCTOR')).toBeInTheDocument();
  });

  it('starts open on a wide screen and collapses with the toggle', async () => {
    setScreenWidth(1024);
    const { user } = renderApp('/patients', { user: buildUser() });
    await screen.findByRole('heading', { name: 'Patients' });
    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Patients' })).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Patients' })).not.toBeInTheDocument());
  });

  it('starts closed on a small screen and opens over the page', async () => {
    setScreenWidth(375);
    const { user, router } = renderApp('/patients', { user: buildUser() });
    await screen.findByRole('heading', { name: 'Patients' });
    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(toggle);
    await user.click(await screen.findByRole('link', { name: 'Transactions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
  });

  it('signs out with Logout even when the server call fails', async () => {
    setScreenWidth(1280);
    const { user, router } = renderApp('/patients', {
      user: buildUser(),
      api: { 'POST /api/v1/auth/logout': jsonResponse(500, { detail: 'Internal Server Error' }) },
    });
    await screen.findByRole('heading', { name: 'Patients' });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('asks to sign in again when a call answers 401; signing out remembers the page', async () => {
    setScreenWidth(1280);
    const { router, user } = renderApp('/transactions', {
      user: buildUser(),
      api: { 'GET /api/v1/procedure-transactions': jsonResponse(401, { detail: 'Not authenticated' }) },
    });
    await screen.findByRole('heading', { name: 'Transactions' });
    const refused = expect(api.get('/procedure-transactions')).rejects.toThrow('Not authenticated');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await refused;
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: '/transactions', search: '', hash: '' } });
  });

  it('asks to sign in again for a call refused as the screen first shows', async () => {
    setScreenWidth(1280);
    // The call goes out the moment the page's heading is in the document, before anything else runs.
    let refused: Promise<unknown> | undefined;
    const observer = new MutationObserver(() => {
      const headings = [...document.querySelectorAll('h1, h2, h3, h4')];
      if (refused || !headings.some((heading) => heading.textContent === 'Transactions')) return;
      refused = api.get('/procedure-transactions').catch(() => undefined);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    onTestFinished(() => observer.disconnect());
    renderApp('/transactions', {
      user: buildUser(),
      api: { 'GET /api/v1/procedure-transactions': jsonResponse(401, { detail: 'Not authenticated' }) },
    });
    expect(await screen.findByRole('dialog', { name: 'Sign in again' })).toBeInTheDocument();
    expect(refused).toBeDefined();
  });

  it('asks an account with two-factor sign-in for its code in the same dialog, then sends the refused call again', async () => {
    setScreenWidth(1280);
    let signedIn = false;
    const after: TransactionListResponse = {
      items: [],
      total: 0,
      totalPages: 0,
      stats: {
        total_amount: '0.00',
        paid_amount: '0.00',
        pending_amount: '0.00',
        payment_mode_breakdown: { cash: '0.00', card: '0.00', paymaya: '0.00', other: '0.00' },
      },
    };
    const { user, api: mockedApi } = renderApp('/transactions', {
      user: buildUser(),
      api: {
        'GET /api/v1/procedure-transactions': () =>
          signedIn ? jsonResponse(200, after) : jsonResponse(401, { detail: 'Not authenticated' }),
        'POST /api/v1/auth/login': jsonResponse(200, { mfa_required: true, mfa_token: 'challenge' }),
        'POST /api/v1/auth/mfa': () => {
          signedIn = true;
          return jsonResponse(200, { access_token: 'fresh', token_type: 'bearer' });
        },
      },
    });
    await screen.findByRole('heading', { name: 'Transactions' });
    const retried = api.get('/procedure-transactions');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    await user.type(within(dialog).getByLabelText(/Password/), 'right password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await user.type(await within(dialog).findByLabelText(/Authentication code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expect(retried).resolves.toEqual(after);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in again' })).not.toBeInTheDocument());
    expect(mockedApi.requestsTo('POST /api/v1/auth/mfa')[0]?.body).toMatchObject({
      mfa_token: 'challenge',
      code: '123456',
    });
  });
});
