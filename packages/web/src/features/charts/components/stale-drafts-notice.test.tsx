import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScheduleResponse, StaleNoteDrafts } from '@clinic/contracts';
import { buildUser } from '@clinic/contracts/testing';
import { jsonResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { setScreenWidth } from '../../../testing/screen-width.ts';

const emptySchedule: ScheduleResponse = { items: [], doctors: [], clinic_hours: [] };

const stale: StaleNoteDrafts = {
  hours: 24,
  drafts: [
    {
      note_id: 5,
      procedure_id: 41,
      procedure_name: 'Botox forehead',
      patient_id: 9,
      patient_name: 'Ana Reyes',
      author_name: 'Liza Soriano',
      created_at: '2026-03-10T02:00:00Z',
      updated_at: '2026-03-10T02:30:00Z',
    },
  ],
};

function openToday(role: 'ADMIN' | 'STAFF', drafts: StaleNoteDrafts = stale) {
  setScreenWidth(1280);
  return renderApp('/schedule?tab=today', {
    user: buildUser({ role }),
    api: {
      'GET /api/v1/schedule': jsonResponse(200, emptySchedule),
      'GET /api/v1/services': jsonResponse(200, { items: [] }),
      'GET /api/v1/practitioners': jsonResponse(200, []),
      ...(role === 'STAFF' ? {} : { 'GET /api/v1/notes/stale-drafts': jsonResponse(200, drafts) }),
    },
  });
}

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => import('../../../app/routes/schedule.tsx'), 30_000);

describe('note drafts left unsigned, on the Today list', () => {
  it('are listed with their author and a link to the procedure', async () => {
    openToday('ADMIN');
    const notice = (await screen.findByText('Notes left in draft')).closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent('Drafts begun more than 24 hours ago are not signed yet. Sign or finish them.');
    expect(within(notice).getByRole('link', { name: 'Botox forehead — Ana Reyes' })).toHaveAttribute(
      'href',
      '/procedures/41',
    );
    expect(notice).toHaveTextContent(/by Liza Soriano, begun/);
  });

  it('are not asked for by the front desk, who writes no notes', async () => {
    const { api } = openToday('STAFF');
    expect(await screen.findByRole('tab', { name: 'Today' })).toBeInTheDocument();
    expect(screen.queryByText('Notes left in draft')).not.toBeInTheDocument();
    expect(api.requestsTo('GET /api/v1/notes/stale-drafts')).toEqual([]);
  });
});
