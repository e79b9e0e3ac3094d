import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SCHEDULE_MESSAGES, type ScheduleItem, type ScheduleResponse, type User } from '@clinic/contracts';
import { jsonResponse } from '../../../../testing/mock-api.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { setScreenWidth } from '../../../../testing/screen-width.ts';

const frontDesk: User = {
  id: 3,
  email: 'desk@example.com',
  full_name: 'Front Desk',
  display_name: 'Front Desk',
  role: 'STAFF',
  is_active: true,
  state: 'active',
  created_at: '2025-01-01T00:00:00Z',
  mfa_enabled: false,
  mfa_required: false,
};

const HOUR_MS = 3_600_000;

/** An appointment of today's schedule, starting `hoursFromNow` from now. */
const appointment = (id: number, patient: string, hoursFromNow: number): ScheduleItem => ({
  id,
  patient_id: id,
  patient_name: patient,
  patient_phone: null,
  name: 'Chemical Peel',
  doctor_name: 'Dr. Jose Ramos',
  doctor_column: 'Dr. Jose Ramos',
  start_datetime: new Date(Date.now() + hoursFromNow * HOUR_MS).toISOString(),
  end_datetime: null,
  status: 'scheduled',
  attendance: 'expected',
  checked_in_at: null,
  confirmation: 'unconfirmed',
  booking_note: null,
});

const scheduleOf = (items: ScheduleItem[]): ScheduleResponse => ({
  items,
  doctors: ['Dr. Jose Ramos'],
  clinic_hours: [],
});

const openSchedule = (url: string, items: ScheduleItem[] = []) =>
  renderApp(url, {
    user: frontDesk,
    api: {
      'GET /api/v1/schedule': jsonResponse(200, scheduleOf(items)),
      'GET /api/v1/services': jsonResponse(200, { items: [] }),
      'GET /api/v1/practitioners': jsonResponse(200, []),
    },
  });

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => import('../../../../app/routes/schedule.tsx'), 30_000);
afterEach(() => vi.unstubAllGlobals());

describe('the schedule for the front desk', () => {
  it('offers Book above the phone-width agenda, opening the booking on the chosen day', async () => {
    setScreenWidth(390);
    const { user } = await openSchedule('/schedule?date=2026-03-12');
    await user.click(await screen.findByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book an appointment' });
    expect(within(dialog).getByLabelText(/Date and time/)).toHaveValue('2026-03-12T09:00');
    expect(within(dialog).getByRole('combobox', { name: /Patient/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'New patient' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Details/)).not.toBeInTheDocument();
  });

  it('checks in from the Today list, and greys No-show until the start has passed', async () => {
    setScreenWidth(1280);
    const later = appointment(1, 'Ana Reyes', 2);
    const missed = appointment(2, 'Lia Cruz', -1);
    const { user } = await openSchedule('/schedule?tab=today', [missed, later]);
    const laterRow = await screen.findByRole('row', { name: /Ana Reyes/ });
    expect(within(laterRow).getByRole('button', { name: 'Check in Ana Reyes' })).toBeEnabled();
    const noShow = within(laterRow).getByRole('button', { name: 'No-show Ana Reyes' });
    expect(noShow).toBeDisabled();
    await user.hover(noShow.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SCHEDULE_MESSAGES.noShowAfterStartHint);
    expect(screen.getByRole('button', { name: 'Book' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New patient' })).toBeInTheDocument();
    const missedRow = screen.getByRole('row', { name: /Lia Cruz/ });
    expect(within(missedRow).getByRole('button', { name: 'No-show Lia Cruz' })).toBeEnabled();
  });
});
