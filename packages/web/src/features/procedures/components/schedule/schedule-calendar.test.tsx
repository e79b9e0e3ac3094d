import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScheduleItem } from '@clinic/contracts';
import { renderInRouter } from '../../../../testing/render-in-router.tsx';
import { ScheduleCalendar } from './schedule-calendar.tsx';

const booked: ScheduleItem = {
  id: 7,
  patient_id: 1,
  patient_name: 'Ana Reyes',
  patient_phone: null,
  name: 'Chemical Peel',
  doctor_name: 'dr. ramos',
  doctor_column: 'Dr. Jose Ramos',
  start_datetime: '2026-03-10T01:00:00.000Z',
  end_datetime: null,
  status: 'scheduled',
  attendance: 'expected',
  checked_in_at: null,
  confirmation: 'unconfirmed',
  booking_note: null,
};

describe('the schedule day view', () => {
  it('shows a column for every rostered doctor, one with no bookings too, and each booking in its column', async () => {
    renderInRouter(
      <ScheduleCalendar
        view="day"
        day="2026-03-10"
        items={[booked]}
        doctors={['Dr. Jose Ramos', 'Dr. Maria Reyes']}
        clinicHours={[{ weekday: 2, open: '09:00', close: '18:00' }]}
        doctor={undefined}
        canWrite
        onDay={vi.fn()}
        onBook={vi.fn()}
        onConfirmMove={vi.fn()}
        onMove={vi.fn()}
      />,
    );
    expect(await screen.findByText('Dr. Maria Reyes')).toBeInTheDocument();
    expect(screen.getByText('Dr. Jose Ramos')).toBeInTheDocument();
    expect(screen.getAllByText(/Ana Reyes/)).not.toHaveLength(0);
  });
});
