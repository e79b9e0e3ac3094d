import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_MESSAGES, type AccountSession } from '@clinic/contracts';
import { buildUser } from '@clinic/contracts/testing';
import { jsonResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const session = (overrides: Partial<AccountSession>): AccountSession => ({
  id: 1,
  device: 'Chrome on Windows',
  address: '192.0.2.7',
  created_at: '2026-03-02T01:00:00.000Z',
  last_used_at: '2026-03-02T02:30:00.000Z',
  current: false,
  ...overrides,
});

describe('the account screen', { timeout: 20_000 }, () => {
  it('lists the sessions and signs another one out', async () => {
    let items = [session({ id: 7, current: true }), session({ id: 9, device: 'Safari on iPhone', address: null })];
    const { user, api } = renderApp('/account', {
      user: buildUser({ role: 'NURSE' }),
      api: {
        'GET /api/v1/auth/sessions': () => jsonResponse(200, { items }),
        'DELETE /api/v1/auth/sessions/9': () => {
          items = items.filter((item) => item.id !== 9);
          return jsonResponse(200, { message: TWO_FACTOR_MESSAGES.sessionEnded });
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Account', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Active sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('This session')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Unknown')).toBeInTheDocument();

    await user.click(within(rows[1]!).getByRole('button', { name: /^Sign out Safari on iPhone/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(TWO_FACTOR_MESSAGES.sessionEnded);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(api.requestsTo('DELETE /api/v1/auth/sessions/9')).toHaveLength(1);
  });

  it('sets two-factor sign-in up from the account screen', async () => {
    const doctor = buildUser({ role: 'DOCTOR' });
    let enabled = false;
    const { user } = renderApp('/account', {
      user: doctor,
      api: {
        'GET /api/v1/users/me': () => jsonResponse(200, { ...doctor, mfa_enabled: enabled }),
        'GET /api/v1/auth/sessions': jsonResponse(200, { items: [session({ current: true })] }),
        'POST /api/v1/auth/mfa/enrolment': jsonResponse(200, {
          secret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
          otpauth_url: 'otpauth://totp/Clinic:doctor?secret=KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
          qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
        'POST /api/v1/auth/mfa/enrolment/confirm': ({ body }) => {
          if ((body as { code: string }).code !== '246810') {
            return jsonResponse(400, { detail: TWO_FACTOR_MESSAGES.incorrectCode });
          }
          enabled = true;
          return jsonResponse(200, { recovery_codes: Array.from({ length: 10 }, (_, index) => `code${index}-abcde`) });
        },
      },
    });
    const section = (await screen.findByRole('heading', { name: 'Two-factor sign-in' })).closest('section')!;
    expect(within(section).getByText('Off')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await within(section).findByLabelText('Code from your app'), '111111');
    await user.click(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.incorrectCode);
    await user.clear(within(section).getByLabelText('Code from your app'));
    await user.type(within(section).getByLabelText('Code from your app'), '246810');
    await user.click(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const codes = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);

    await user.click(within(section).getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toContain('code0-abcde\ncode1-abcde');
    expect(within(section).getByRole('status')).toHaveTextContent('Copied.');

    const saved: Blob[] = [];
    const savedAs: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), 'blob:codes'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedAs.push(this.download);
    });
    await user.click(within(section).getByRole('button', { name: 'Download as text file' }));
    expect(savedAs).toEqual(['clinic-portal-recovery-codes.txt']);
    expect(await saved[0]!.text()).toContain('code9-abcde');

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(within(section).getByRole('button', { name: 'Print codes' }));
    expect(print).toHaveBeenCalledOnce();
    vi.restoreAllMocks();

    await user.click(within(section).getByRole('button', { name: 'Done' }));
    expect(await within(section).findByText('On')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeInTheDocument();
  });

  it('turns two-factor off with a current code', async () => {
    const doctor = buildUser({ role: 'DOCTOR', mfa_enabled: true });
    let enabled = true;
    const { user, api } = renderApp('/account', {
      user: doctor,
      api: {
        'GET /api/v1/users/me': () => jsonResponse(200, { ...doctor, mfa_enabled: enabled }),
        'GET /api/v1/auth/sessions': jsonResponse(200, { items: [session({ current: true })] }),
        'DELETE /api/v1/auth/mfa': () => {
          enabled = false;
          return jsonResponse(200, { message: TWO_FACTOR_MESSAGES.turnedOff });
        },
      },
    });
    const section = (await screen.findByRole('heading', { name: 'Two-factor sign-in' })).closest('section')!;
    await user.type(within(section).getByLabelText('Current code'), '135790');
    await user.click(within(section).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(section).findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(api.requestsTo('DELETE /api/v1/auth/mfa')[0]?.body).toEqual({ code: '135790' });
  });

  it('offers no turning off to a role that requires two-factor sign-in', async () => {
    renderApp('/account', {
      user: buildUser({ role: 'ADMIN', mfa_enabled: true, mfa_required: true }),
      api: { 'GET /api/v1/auth/sessions': jsonResponse(200, { items: [session({ current: true })] }) },
    });
    expect(await screen.findByText(/Your role requires it/, {})).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument();
  });
});
