import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SERVICE_MESSAGES, type Service } from '@clinic/contracts';
import { buildUser } from '@clinic/contracts/testing';
import { jsonResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const botox: Service = {
  id: 3,
  name: 'Botox',
  category: 'injectable',
  duration_minutes: 30,
  consent_template_ids: [1],
  uses_stock: true,
  active: true,
  price: '12000.00',
  tax_class: 'vatable',
  senior_pwd_eligible: false,
  senior_pwd_note: '',
  photos_before_required: 0,
  photos_after_required: 0,
  created_at: '2026-01-05T00:00:00Z',
  updated_at: '2026-01-05T00:00:00Z',
};

// The first render also loads the lazy route, which is slow in jsdom.
const servicesTable = () => screen.findByRole('table', { name: 'Services' });

describe('services', { timeout: 20_000 }, () => {
  it('lists the catalogue for every staff role, without the buttons that change it', async () => {
    renderApp('/services', {
      user: buildUser({ role: 'STAFF' }),
      api: { 'GET /api/v1/services': jsonResponse(200, { items: [botox] }) },
    });
    const row = within(await servicesTable()).getByRole('row', { name: /Botox/ });
    expect(within(row).getByText('Injectable')).toBeInTheDocument();
    expect(within(row).getByText('30 min')).toBeInTheDocument();
    expect(within(row).getByText('Required')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Service' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Botox' })).not.toBeInTheDocument();
  });

  it("says in words when a name is already in the catalogue, and keeps the administrator's typing", async () => {
    const { user } = renderApp('/services', {
      user: buildUser({ role: 'ADMIN' }),
      api: {
        'GET /api/v1/services': jsonResponse(200, { items: [botox] }),
        'GET /api/v1/consent-templates': jsonResponse(200, []),
        'POST /api/v1/services': jsonResponse(409, { detail: SERVICE_MESSAGES.duplicateName }),
      },
    });
    await servicesTable();
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Service' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), ' BOTOX ');
    await user.click(within(dialog).getByRole('button', { name: 'Save service' }));
    expect(await within(dialog).findByText(SERVICE_MESSAGES.duplicateName)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue(' BOTOX ');
  });

  it('sets how many before and after photos a chart of the service needs', async () => {
    const { user, api } = renderApp('/services', {
      user: buildUser({ role: 'ADMIN' }),
      api: {
        'GET /api/v1/services': jsonResponse(200, { items: [botox] }),
        'GET /api/v1/consent-templates': jsonResponse(200, []),
        'PUT /api/v1/services/3': jsonResponse(200, { ...botox, photos_before_required: 2, photos_after_required: 1 }),
      },
    });
    await servicesTable();
    await user.click(screen.getByRole('button', { name: 'Edit Botox' }));
    const dialog = screen.getByRole('dialog', { name: /Botox/ });
    const before = within(dialog).getByRole('spinbutton', { name: 'Before photos required' });
    await user.clear(before);
    await user.type(before, '2');
    const after = within(dialog).getByRole('spinbutton', { name: 'After photos required' });
    await user.clear(after);
    await user.type(after, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save service' }));
    await vi.waitFor(() => expect(api.requestsTo('PUT /api/v1/services/3')).toHaveLength(1));
    expect(api.requestsTo('PUT /api/v1/services/3')[0]!.body).toMatchObject({
      photos_before_required: 2,
      photos_after_required: 1,
    });
  });
});
