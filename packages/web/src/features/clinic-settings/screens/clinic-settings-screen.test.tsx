import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, CLINIC_SETTINGS_MESSAGES } from '@clinic/contracts';
import { buildClinicSettings, buildUser } from '@clinic/contracts/testing';
import { jsonResponse, type RecordedRequest } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { setScreenWidth } from '../../../testing/screen-width.ts';

const seeded = buildClinicSettings();

// The first render also loads the lazy route, which is slow in jsdom.
const nameField = () => screen.findByRole('textbox', { name: /Clinic name/ }, { timeout: 5_000 });

describe('clinic settings', { timeout: 20_000 }, () => {
  it('saves the name, address and phone, and says so in words', async () => {
    const saves: RecordedRequest[] = [];
    const { user } = renderApp('/settings/clinic', {
      user: buildUser({ role: 'SUPERADMIN' }),
      api: {
        'GET /api/v1/clinic-settings': jsonResponse(200, seeded),
        'PUT /api/v1/clinic-settings': (request: RecordedRequest) => {
          saves.push(request);
          return jsonResponse(200, { ...seeded, ...(request.body as object), updated_at: '2026-11-27T00:00:00Z' });
        },
      },
    });
    await user.clear(await nameField());
    await user.type(screen.getByRole('textbox', { name: /Clinic name/ }), 'Glow Aesthetic Clinic');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '12 Rizal Avenue{Enter}Makati City');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '(02) 8123 4567');
    await user.click(screen.getByRole('button', { name: 'Save clinic settings' }));
    expect(await screen.findByText(CLINIC_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(saves.map((request) => request.body)).toEqual([
      {
        name: 'Glow Aesthetic Clinic',
        address: '12 Rizal Avenue\nMakati City',
        phone: '(02) 8123 4567',
        email: null,
        registered_name: null,
        trade_name: null,
        tin: null,
        registered_address: null,
        vat_status: 'vat',
        invoice_footer_lines: [],
      },
    ]);
    expect(screen.getByRole('textbox', { name: /Clinic name/ })).toHaveValue('Glow Aesthetic Clinic');
  });

  it('saves what every invoice prints: the registered name, TIN, VAT status and footer lines', async () => {
    const saves: RecordedRequest[] = [];
    const { user } = renderApp('/settings/clinic', {
      user: buildUser({ role: 'SUPERADMIN' }),
      api: {
        'GET /api/v1/clinic-settings': jsonResponse(200, seeded),
        'PUT /api/v1/clinic-settings': (request: RecordedRequest) => {
          saves.push(request);
          return jsonResponse(200, { ...seeded, ...(request.body as object), updated_at: '2026-11-27T00:00:00Z' });
        },
      },
    });
    await nameField();
    await user.type(screen.getByRole('textbox', { name: 'Registered name' }), 'Glow Aesthetic Clinic Corporation');
    await user.type(screen.getByRole('textbox', { name: 'TIN' }), '123-456-789-00000');
    await user.type(screen.getByRole('textbox', { name: 'Registered address' }), '12 Rizal Avenue');
    await user.click(screen.getByRole('combobox', { name: 'VAT status' }));
    await user.click(await screen.findByRole('option', { name: 'Not VAT-registered (non-VAT)' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Invoice footer lines' }),
      'Acknowledgement No. 0123{Enter}{Enter}Thank you',
    );
    await user.click(screen.getByRole('button', { name: 'Save clinic settings' }));
    expect(await screen.findByText(CLINIC_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(saves[0]!.body).toMatchObject({
      registered_name: 'Glow Aesthetic Clinic Corporation',
      trade_name: null,
      tin: '123-456-789-00000',
      registered_address: '12 Rizal Avenue',
      vat_status: 'non_vat',
      invoice_footer_lines: ['Acknowledgement No. 0123', 'Thank you'],
    });
    expect(screen.getByRole('textbox', { name: 'Invoice footer lines' })).toHaveValue(
      'Acknowledgement No. 0123\nThank you',
    );
  });

  it('refuses a TIN without its branch code and six footer lines, in words on the fields', async () => {
    const { user } = renderApp('/settings/clinic', {
      user: buildUser({ role: 'SUPERADMIN' }),
      api: { 'GET /api/v1/clinic-settings': jsonResponse(200, seeded) },
    });
    await nameField();
    await user.type(screen.getByRole('textbox', { name: 'TIN' }), '123-456-789');
    await user.type(
      screen.getByRole('textbox', { name: 'Invoice footer lines' }),
      '1{Enter}2{Enter}3{Enter}4{Enter}5{Enter}6',
    );
    await user.click(screen.getByRole('button', { name: 'Save clinic settings' }));
    expect(await screen.findByText(CLINIC_SETTINGS_MESSAGES.tinInvalid)).toBeInTheDocument();
    expect(screen.getByText(CLINIC_SETTINGS_MESSAGES.tooManyFooterLines)).toBeInTheDocument();
  });

  it('puts the contracts’ messages on the fields, and saves nothing', async () => {
    const { user } = renderApp('/settings/clinic', {
      user: buildUser({ role: 'SUPERADMIN' }),
      api: { 'GET /api/v1/clinic-settings': jsonResponse(200, seeded) },
    });
    await user.clear(await nameField());
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), 'call us');
    await user.click(screen.getByRole('button', { name: 'Save clinic settings' }));
    expect(await screen.findByText(CLINIC_SETTINGS_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CLINIC_SETTINGS_MESSAGES.phoneInvalid)).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    setScreenWidth(1280);
    const { user } = renderApp('/settings/clinic', {
      user: buildUser({ role: 'SUPERADMIN' }),
      api: { 'GET /api/v1/clinic-settings': jsonResponse(200, seeded) },
    });
    await user.type(await nameField(), ' Makati');
    await user.click(screen.getByRole('link', { name: 'Backups' }));
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
  });

  it('is not offered to an administrator', async () => {
    renderApp('/settings/clinic', { user: buildUser({ role: 'ADMIN' }), api: {} });
    expect(
      await screen.findByRole('heading', { name: AUTH_MESSAGES.accessDenied }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});
