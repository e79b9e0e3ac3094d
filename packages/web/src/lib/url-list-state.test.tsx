import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { patientListQuerySchema, procedureListQuerySchema } from '@clinic/contracts';
import { renderInRouter } from '../testing/render-in-router.tsx';
import { listStateQuery, parseListState, useUrlListState } from './url-list-state.ts';

/** Sorts by name, then goes to page 2, both from the one drawing: two clicks before the first is drawn. */
function SortThenPage() {
  const [, setList] = useUrlListState(patientListQuerySchema);
  return (
    <button
      type="button"
      onClick={() => {
        setList({ sortBy: 'last_name', sortOrder: 'asc', page: 1 });
        setList({ page: 2 });
      }}
    >
      Sort, then page 2
    </button>
  );
}

describe('list state in the URL', () => {
  it('reads the query through the contracts schema, and a key that does not parse falls back alone', () => {
    const state = parseListState(
      patientListQuerySchema,
      new URLSearchParams('last_name_search=Reyes&page=zwei&sortBy=last_name&sortOrder=asc'),
    );
    expect(state).toMatchObject({ last_name_search: 'Reyes', page: 1, sortBy: 'last_name', sortOrder: 'asc' });
  });

  it('writes only what differs from the defaults and keeps the keys it does not own', () => {
    const defaults = procedureListQuerySchema.parse({});
    const query = listStateQuery(
      { ...defaults, status: 'completed', page: 3, start_date: undefined },
      defaults,
      new URLSearchParams('patientId=7&start_date=2026-01-01'),
    );
    expect(Object.fromEntries(query)).toEqual({ patientId: '7', status: 'completed', page: '3' });
  });

  it('keeps a change made before the one before it was drawn', async () => {
    const { router } = renderInRouter(<SortThenPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sort, then page 2' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      sortBy: 'last_name',
      sortOrder: 'asc',
      page: '2',
    });
  });
});
