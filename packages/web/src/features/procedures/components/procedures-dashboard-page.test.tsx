import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Procedure, ProcedureListResponse, Role, User } from '@clinic/contracts';
import { jsonResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const userOf = (role: Role): User => ({
  id: 1,
  email: 'doctor@example.com',
  full_name: 'Clinic Doctor',
  display_name: 'Clinic Doctor',
  role,
  is_active: true,
  state: 'active',
  created_at: '2025-01-01T00:00:00Z',
  mfa_enabled: false,
  mfa_required: false,
});

const procedure: Procedure = {
  id: 7,
  patient_id: 3,
  patient_name: 'Maria Santos',
  name: 'Chemical Peel',
  service_id: null,
  doctor_name: 'Dr. Jose Rizal',
  details: null,
  start_datetime: '2026-04-15T01:30:00.000Z',
  end_datetime: null,
  status: 'scheduled',
  medications: [],
  attendance: 'expected',
  checked_in_at: null,
  confirmation: 'unconfirmed',
  booking_note: null,
  transaction: {
    id: 4,
    amount: '1500.50',
    payment_mode: 'card',
    payment_status: 'pending',
    payment_date: '2026-04-15',
  },
  created_at: '2026-04-01T00:00:00.000Z',
  updated_at: '2026-04-01T00:00:00.000Z',
};

const list: ProcedureListResponse = {
  items: [procedure],
  total: 12,
  totalPages: 2,
  stats: { scheduled: 5, ongoing: 4, completed: 2, cancelled: 1 },
};

/** The query strings the screen sent to the list endpoint, oldest first. */
function listQueries(): URLSearchParams[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/procedures/')
    .map((url) => url.searchParams);
}

const openDashboard = (role: Role = 'DOCTOR', api = {}) =>
  renderApp('/procedures/dashboard', {
    user: userOf(role),
    api: {
      'GET /api/v1/procedures/': jsonResponse(200, list),
      'GET /api/v1/schedule/month-rates': jsonResponse(200, {
        month: '2026-04',
        no_show_rate: null,
        confirmation_rate: null,
      }),
      ...api,
    },
  });

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => import('../../../app/routes/procedures-dashboard.tsx'), 30_000);

/**
 * A wide screen. (testing/screen-width.ts reads only whole pixels, so MUI's `max-width:899.95px`
 * would count as matched and show the small-screen cards.)
 */
function useWideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

beforeEach(() => {
  useWideScreen();
  // Wednesday 15 April 2026, 09:00 in Manila.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-04-15T01:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ProceduresDashboardPage', () => {
  it('shows the counts of the list and its rows', async () => {
    openDashboard();
    const table = await screen.findByRole('table', { name: 'Procedures' });
    expect(screen.getByRole('region', { name: 'Total' })).toHaveTextContent('12');
    expect(screen.getByRole('region', { name: 'Scheduled' })).toHaveTextContent('5');
    expect(screen.getByRole('region', { name: 'Ongoing' })).toHaveTextContent('4');
    expect(screen.getByRole('region', { name: 'Completed' })).toHaveTextContent('2');
    expect(screen.getByRole('region', { name: 'Cancelled' })).toHaveTextContent('1');
    expect(within(table).getByText('Maria Santos')).toBeInTheDocument();
    expect(within(table).getByText('₱1,500.50')).toBeInTheDocument();
    expect(within(table).getByText('Scheduled')).toBeInTheDocument();
  });

  it("shows this month's no-show and confirmation rates", async () => {
    openDashboard('NURSE', {
      'GET /api/v1/schedule/month-rates': jsonResponse(200, {
        month: '2026-04',
        no_show_rate: 0.125,
        confirmation_rate: 0.8,
      }),
    });
    const noShows = await screen.findByRole('region', { name: 'No-show rate this month' });
    await waitFor(() => expect(noShows).toHaveTextContent('13%'));
    expect(screen.getByRole('region', { name: 'Confirmation rate this month' })).toHaveTextContent('80%');
  });

  it('sets the start date to today, this Sunday or the first of the month', async () => {
    const { user } = openDashboard();
    await screen.findByRole('table', { name: 'Procedures' });
    for (const [label, date] of [
      ['Day', '2026-04-15'],
      ['Week', '2026-04-12'],
      ['Month', '2026-04-01'],
    ]) {
      await user.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(listQueries().at(-1)?.get('start_date')).toBe(date));
      expect(screen.getByLabelText('Start Date')).toHaveValue(date);
    }
  });

  it('sorts on the server by the chosen column', async () => {
    const { user } = openDashboard();
    await screen.findByRole('table', { name: 'Procedures' });
    await user.click(screen.getByRole('button', { name: 'Patient' }));
    await waitFor(() => expect(listQueries().at(-1)?.get('sortBy')).toBe('patient_name'));
    expect(listQueries().at(-1)?.get('sortOrder')).toBe('asc');
  });

  it('edits only the status, through the status call', async () => {
    const { user, api } = openDashboard('NURSE', {
      'PATCH /api/v1/procedures/7/status': jsonResponse(200, { ...procedure, status: 'completed' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Chemical Peel for Maria Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Chemical Peel' });
    expect(within(dialog).getAllByRole('combobox')).toHaveLength(1);
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Completed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = vi.mocked(fetch).mock.calls.filter(([input]) => String(input).includes('/status'));
    expect(String(call?.[0])).toBe('/api/v1/procedures/7/status?status=completed');
    expect(api.requestsTo('PUT /api/v1/procedures/7')).toHaveLength(0);
    // NURSE may edit but not archive.
    expect(screen.queryByRole('button', { name: /^Archive/ })).not.toBeInTheDocument();
  });

  it('says so when the server refuses to archive a completed procedure', async () => {
    const { user } = openDashboard('DOCTOR', {
      'DELETE /api/v1/procedures/7': jsonResponse(409, { detail: 'Cannot delete a completed procedure' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Archive Chemical Peel for Maria Santos' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Cannot delete completed procedure.')).toBeInTheDocument();
  });

  it("says the spec's locked text when the status of a completed procedure is changed", async () => {
    const completed = { ...procedure, status: 'completed' as const };
    const { user } = openDashboard('DOCTOR', {
      'GET /api/v1/procedures/': jsonResponse(200, { ...list, items: [completed] }),
      'PATCH /api/v1/procedures/7/status': jsonResponse(409, {
        detail: 'Cannot edit completed procedures. Completed procedures are locked for editing.',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Chemical Peel for Maria Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Chemical Peel' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Cannot edit completed procedures. Completed procedures are locked for editing.'),
    ).toBeInTheDocument();
    // Reopening is for administrators only.
    expect(screen.queryByRole('button', { name: /^Reopen/ })).not.toBeInTheDocument();
  });

  it('reopens a completed procedure for an ADMIN, with a reason, and says so', async () => {
    const completed = { ...procedure, status: 'completed' as const };
    const { user, api } = openDashboard('ADMIN', {
      'GET /api/v1/procedures/': jsonResponse(200, { ...list, items: [completed] }),
      'POST /api/v1/procedures/7/reopen': jsonResponse(200, { ...procedure, status: 'ongoing' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reopen Chemical Peel for Maria Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen Chemical Peel' });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(within(dialog).getByText('A reason for reopening is required')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/procedures/7/reopen')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong lot charted');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('Chemical Peel is reopened and now Ongoing.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/procedures/7/reopen')[0]?.body).toEqual({ reason: 'Wrong lot charted' });
  });

  it('says why a reopening failed', async () => {
    const completed = { ...procedure, status: 'completed' as const };
    const { user } = openDashboard('SUPERADMIN', {
      'GET /api/v1/procedures/': jsonResponse(200, { ...list, items: [completed] }),
      'POST /api/v1/procedures/7/reopen': jsonResponse(409, { detail: 'Only a completed procedure can be reopened' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reopen Chemical Peel for Maria Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen Chemical Peel' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Charted on the wrong patient');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await within(dialog).findByText('Only a completed procedure can be reopened')).toBeInTheDocument();
  });

  it('reports a failed list', async () => {
    openDashboard('STAFF', { 'GET /api/v1/procedures/': jsonResponse(500, { detail: 'boom' }) });
    expect(await screen.findByText('Failed to fetch procedures. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New Procedure' })).not.toBeInTheDocument();
  });

  it('finds the patient by full name through quick search, then opens the new-procedure form', async () => {
    const santos = {
      id: 3,
      first_name: 'Maria',
      middle_name: '',
      last_name: 'Santos',
      date_of_birth: '1990-01-01',
      phone_primary: '09171234567',
      match: 'exact',
    };
    const { user, router } = openDashboard('DOCTOR', {
      'GET /api/v1/patients/search': jsonResponse(200, { items: [santos] }),
      // What the new-procedure form reads once it opens for the patient.
      'GET /api/v1/patients/3/name': jsonResponse(200, {
        id: 3,
        first_name: 'Maria',
        middle_name: '',
        last_name: 'Santos',
      }),
      'GET /api/v1/patients/3/clinical-alerts': jsonResponse(200, {
        allergies: [],
        other_allergy: '',
        pregnancy_status: null,
        conditions: [],
      }),
      'GET /api/v1/services': jsonResponse(200, { items: [] }),
      'GET /api/v1/practitioners': jsonResponse(200, []),
    });
    await user.click(await screen.findByRole('button', { name: 'Add New Procedure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Procedure' });
    const box = within(dialog).getByLabelText('Search patients');
    await user.type(box, 'San');
    expect(within(dialog).getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.type(box, 'tos Maria{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: /Maria Santos/ }));
    const urls = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => String(input))
      .filter((url) => url.includes('/patients/'));
    expect(urls).toEqual(['/api/v1/patients/search?q=Santos+Maria&limit=20']);
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/procedures/new?patientId=3'),
    );
    expect(await screen.findByRole('heading', { name: 'New Procedure' })).toBeInTheDocument();
  });
});
