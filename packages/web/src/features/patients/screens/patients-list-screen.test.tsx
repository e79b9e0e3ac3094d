import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PatientListResponse, PatientSummary } from '@clinic/contracts';
import { buildUser } from '@clinic/contracts/testing';
import { jsonResponse, type RecordedRequest } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { setScreenWidth } from '../../../testing/screen-width.ts';

const patient = (id: number, first_name: string, last_name: string, created_at: string): PatientSummary => ({
  id,
  first_name,
  middle_name: '',
  last_name,
  sex: 'F',
  date_of_birth: '1990-05-17',
  email: `${first_name.toLowerCase()}@example.com`,
  phone_primary: '09171234567',
  created_by_role: 'ADMIN',
  created_at,
  updated_at: created_at,
});

const PATIENTS = [
  patient(11, 'Liza', 'Aquino', '2026-03-01T01:00:00.000Z'),
  patient(12, 'Ana', 'Zamora', '2026-03-03T01:00:00.000Z'),
  patient(13, 'Rosa', 'Mendoza', '2026-03-02T01:00:00.000Z'),
];

/** The list endpoint as the server answers it: the patients in the order asked for, in two pages. */
function patientList({ query }: RecordedRequest): Response {
  const column = query.get('sortBy') === 'last_name' ? 'last_name' : 'created_at';
  const direction = query.get('sortOrder') === 'asc' ? 1 : -1;
  const items = [...PATIENTS].sort((a, b) => a[column].localeCompare(b[column]) * direction);
  const body: PatientListResponse = { items, total: 13, totalPages: 2, genderStats: { male: 0, female: 13 } };
  return jsonResponse(200, body);
}

function openPatients() {
  const view = renderApp('/patients', {
    user: buildUser({ role: 'ADMIN' }),
    api: { 'GET /api/v1/patients/': patientList },
  });
  /** The last list query the screen sent, as plain values. */
  const lastQuery = () => Object.fromEntries(view.api.requestsTo('GET /api/v1/patients/').at(-1)?.query ?? []);
  return { ...view, lastQuery };
}

/** The patients' names as the list shows them, top to bottom. */
const namesShown = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .filter((link) => !link.textContent?.startsWith('View Profile'))
    .map((link) => link.textContent);

beforeAll(() => import('../../../app/routes/patients.tsx'), 30_000);

describe('patients list on a wide screen', () => {
  beforeEach(() => {
    // testing/screen-width.ts reads whole pixels only, so MUI's `max-width:899.95px` would match: answer by hand.
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
  });

  it('shows the newest patients first, each name a link to the profile', async () => {
    const view = openPatients();
    const table = await screen.findByRole('table', { name: 'Patients' });
    expect(namesShown(table)).toEqual(['Ana Zamora', 'Rosa Mendoza', 'Liza Aquino']);
    expect(within(table).getByRole('link', { name: 'Ana Zamora' })).toHaveAttribute('href', '/patients/12');
    expect(within(table).getByRole('columnheader', { name: 'Date Added' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    expect(view.lastQuery()).toMatchObject({ sortBy: 'created_at', sortOrder: 'desc', page: '1' });
  });

  it('sorts by last name from the Name header, then the other way, and back to page 1', async () => {
    const view = openPatients();
    const table = await screen.findByRole('table', { name: 'Patients' });
    await view.user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(view.lastQuery()).toMatchObject({ page: '2' }));

    await view.user.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(namesShown(table)).toEqual(['Liza Aquino', 'Rosa Mendoza', 'Ana Zamora']));
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'Date Added' })).not.toHaveAttribute('aria-sort');
    expect(view.lastQuery()).toMatchObject({ sortBy: 'last_name', sortOrder: 'asc', page: '1' });

    await view.user.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(namesShown(table)).toEqual(['Ana Zamora', 'Rosa Mendoza', 'Liza Aquino']));
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');

    await view.user.click(within(table).getByRole('button', { name: 'Date Added' }));
    await waitFor(() => expect(view.lastQuery()).toMatchObject({ sortBy: 'created_at', sortOrder: 'desc' }));
    expect(within(table).getByRole('columnheader', { name: 'Date Added' })).toHaveAttribute('aria-sort', 'descending');
    await view.user.click(within(table).getByRole('button', { name: 'Date Added' }));
    await waitFor(() => expect(namesShown(table)).toEqual(['Liza Aquino', 'Rosa Mendoza', 'Ana Zamora']));
    expect(within(table).getByRole('columnheader', { name: 'Date Added' })).toHaveAttribute('aria-sort', 'ascending');
  });
});

describe('patients list on a phone', () => {
  beforeEach(() => setScreenWidth(400));

  it('sorts the cards with "Sort by"', async () => {
    const view = openPatients();
    const cards = await screen.findByRole('list', { name: 'Patients' });
    expect(namesShown(cards)).toEqual(['Ana Zamora', 'Rosa Mendoza', 'Liza Aquino']);
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveDisplayValue('Date added, newest first');

    await view.user.selectOptions(sortBy, 'Last name, A to Z');
    await waitFor(() => expect(namesShown(cards)).toEqual(['Liza Aquino', 'Rosa Mendoza', 'Ana Zamora']));
    expect(view.lastQuery()).toMatchObject({ sortBy: 'last_name', sortOrder: 'asc', page: '1' });
    expect(within(cards).getByRole('link', { name: 'Liza Aquino' })).toHaveAttribute('href', '/patients/11');

    await view.user.selectOptions(sortBy, 'Last name, Z to A');
    await waitFor(() => expect(namesShown(cards)).toEqual(['Ana Zamora', 'Rosa Mendoza', 'Liza Aquino']));
    expect(view.lastQuery()).toMatchObject({ sortBy: 'last_name', sortOrder: 'desc' });
  });
});
