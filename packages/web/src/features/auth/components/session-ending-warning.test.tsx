import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithQueries } from '../../../testing/render-with-queries.tsx';
import { noteSessionEndsIn } from '../../../lib/session-deadline.ts';
import { SessionEndingWarning } from './session-ending-warning.tsx';

describe('session ending warning', () => {
  it('warns two minutes before the idle limit and keeps the session on "Stay signed in"', async () => {
    window.localStorage.setItem('token', 'live');
    const { requests } = mockApi({
      'GET /api/v1/users/me': () => new Response('{}', { status: 200, headers: { 'x-session-ends-in': '3600' } }),
    });
    renderWithQueries(<SessionEndingWarning />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    noteSessionEndsIn('100');
    const warning = await screen.findByRole('dialog', { name: 'Your session is about to end' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(requests).toHaveLength(1);
    await waitFor(() => expect(warning).not.toBeInTheDocument());
  });

  it('says nothing until two minutes remain', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      renderWithQueries(<SessionEndingWarning />);
      act(() => noteSessionEndsIn('1800'));
      act(() => {
        vi.advanceTimersByTime(27 * 60_000);
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(screen.getByRole('dialog', { name: 'Your session is about to end' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
