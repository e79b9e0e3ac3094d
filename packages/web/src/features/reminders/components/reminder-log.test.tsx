import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Reminder, ReminderLog as ReminderLogData } from '@clinic/contracts';
import { buildUser } from '@clinic/contracts/testing';
import { jsonResponse, mockApi } from '../../../testing/mock-api.ts';
import { renderWithQueries } from '../../../testing/render-with-queries.tsx';
import { setToken } from '../../../lib/token-storage.ts';
import { ReminderLog } from './reminder-log.tsx';

const reminder = (values: Partial<Reminder>): Reminder => ({
  id: 1,
  kind: 'reminder',
  offset: '24h',
  due_at: '2026-11-24T06:00:00Z',
  status: 'planned',
  sent_at: null,
  channels: [],
  note: null,
  ...values,
});

const log: ReminderLogData = {
  reminders: [
    reminder({ id: 1, offset: '24h', status: 'cancelled', note: 'Replaced by the reminder sent by staff' }),
    reminder({ id: 2, offset: null, status: 'sent', channels: ['sms'] }),
    reminder({ id: 3, kind: 'moved', offset: null, status: 'sent', channels: ['sms', 'email'] }),
  ],
  replies: [],
  unread_replies: 0,
};

describe('the reminder log', () => {
  it('names a reminder by its offset, one sent by staff, and the new time of a moved appointment', async () => {
    setToken('test-token');
    mockApi({
      'GET /api/v1/users/me': jsonResponse(200, buildUser({ role: 'NURSE' })),
      'GET /api/v1/procedures/7/reminders': jsonResponse(200, log),
    });
    renderWithQueries(<ReminderLog procedureId={7} sendable />);
    const table = await screen.findByRole('table', { name: 'Reminder log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '24h before',
      'Sent by staff',
      'New time',
    ]);
    expect(within(rows[0]!).getByText('Replaced by the reminder sent by staff')).toBeInTheDocument();
  });
});
