import { describe, expect, it } from 'vitest';
import { patientListQuerySchema, procedureListQuerySchema } from '@clinic/contracts';
import { listStateQuery, parseListState } from './url-list-state.ts';

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
});
