import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CHART_MESSAGES, type IncompleteChartsReport } from '@clinic/contracts';
import { buildUser } from '@clinic/contracts/testing';
import { jsonResponse, type RecordedRequest } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { setScreenWidth } from '../../../testing/screen-width.ts';

const report: IncompleteChartsReport = {
  from: '2026-03-01',
  to: '2026-03-31',
  doctors: [
    {
      doctor_name: 'Dr. Liza Soriano',
      procedures: [
        {
          procedure_id: 41,
          procedure_name: 'Botox forehead',
          patient_id: 9,
          patient_name: 'Ana Reyes',
          start_datetime: '2026-03-10T02:00:00Z',
          status: 'completed',
          missing: [{ key: 'signed_note', label: 'Signed note', done: false, detail: 'No note yet' }],
        },
      ],
    },
  ],
};

function openReport(url: string, answer: (request: RecordedRequest) => Response = () => jsonResponse(200, report)) {
  return renderApp(url, {
    user: buildUser({ role: 'ADMIN' }),
    api: { 'GET /api/v1/reports/incomplete-charts': answer },
  });
}

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => import('../../../app/routes/incomplete-charts.tsx'), 30_000);

describe('the incomplete-charts report', () => {
  it('shows each doctor’s incomplete charts as a table on a wide screen, each linking to its procedure', async () => {
    setScreenWidth(1280);
    const { api } = openReport('/reports/incomplete-charts?from=2026-03-01&to=2026-03-31');
    const table = await screen.findByRole('table', { name: 'Incomplete charts of Dr. Liza Soriano' });
    expect(screen.getByRole('heading', { name: 'Dr. Liza Soriano — 1 incomplete' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /Botox forehead/ });
    expect(within(row).getByRole('link', { name: 'Botox forehead' })).toHaveAttribute('href', '/procedures/41');
    expect(row).toHaveTextContent('Signed note (No note yet)');
    expect(Object.fromEntries(api.requestsTo('GET /api/v1/reports/incomplete-charts')[0]!.query)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('shows cards on a phone, and asks again for the period chosen', async () => {
    setScreenWidth(390);
    const { user, api } = openReport('/reports/incomplete-charts?from=2026-03-01&to=2026-03-31');
    const cards = await screen.findByRole('list', { name: 'Incomplete charts of Dr. Liza Soriano' });
    expect(within(cards).getByRole('link', { name: 'Botox forehead' })).toBeInTheDocument();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() =>
      expect(api.requestsTo('GET /api/v1/reports/incomplete-charts').at(-1)!.query.get('from')).toBe('2026-02-01'),
    );
  });

  it('refuses a period that ends before it starts, beside the end date', async () => {
    setScreenWidth(1280);
    const { user } = openReport('/reports/incomplete-charts?from=2026-03-01&to=2026-03-31');
    await screen.findByRole('table', { name: 'Incomplete charts of Dr. Liza Soriano' });
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(CHART_MESSAGES.periodOrder)).toBeInTheDocument();
  });

  it('says so when every chart of the period is complete', async () => {
    setScreenWidth(1280);
    openReport('/reports/incomplete-charts?from=2026-03-01&to=2026-03-31', () =>
      jsonResponse(200, { ...report, doctors: [] }),
    );
    expect(await screen.findByText(CHART_MESSAGES.reportEmpty)).toBeInTheDocument();
  });
});
