import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { KIOSK_MESSAGES, KIOSK_RESET_DELAY_MS } from '../lib/kiosk-form.ts';
import { KioskScreen } from './kiosk-screen.tsx';

vi.mock('../../../lib/upload-with-progress.ts', () => ({ uploadWithProgress: vi.fn() }));

function renderKiosk() {
  const queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient}>
      <KioskScreen />
    </AppProviders>,
  );
  return { queryClient, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, sex: string) {
  await user.type(screen.getByRole('textbox', { name: /first name/i }), 'Maria');
  await user.type(screen.getByRole('textbox', { name: /last name/i }), 'Santos');
  await user.type(screen.getByLabelText(/date of birth/i), '1990-04-12');
  await user.selectOptions(screen.getByRole('combobox', { name: /^sex/i }), sex);
  await user.selectOptions(screen.getByRole('combobox', { name: /civil status/i }), 'married');
  await user.type(screen.getByRole('textbox', { name: /primary phone/i }), '09171234567');
}

const submitted = () => JSON.parse(String(vi.mocked(uploadWithProgress).mock.calls.at(-1)![0].body.get('patient_in')));

describe('kiosk self-registration', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(uploadWithProgress).mockReset();
  });

  it('needs consent to the privacy notice and sends nothing without it', async () => {
    const { user } = renderKiosk();
    await fillRequired(user, 'male');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(KIOSK_MESSAGES.consentRequired)).toBeInTheDocument();
    expect(uploadWithProgress).not.toHaveBeenCalled();
  });

  it('asks about pregnancy only for a female patient', async () => {
    const { user } = renderKiosk();
    expect(screen.queryByRole('combobox', { name: /pregnancy status/i })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /^sex/i }), 'female');
    expect(screen.getByRole('combobox', { name: /pregnancy status/i })).toBeInTheDocument();
  });

  it('thanks the patient, then clears every trace of them for the next one', async () => {
    vi.mocked(uploadWithProgress).mockResolvedValue({ id: 41 });
    const { user, queryClient } = renderKiosk();
    await fillRequired(user, 'female');
    await user.selectOptions(screen.getByRole('combobox', { name: /pregnancy status/i }), 'pregnant');
    await user.click(screen.getByRole('checkbox', { name: /data privacy notice/i }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!');
    expect(vi.mocked(uploadWithProgress).mock.calls.at(-1)![0]).toMatchObject({ method: 'POST', path: '/patients/' });
    expect(submitted()).toMatchObject({
      first_name: 'Maria',
      sex: 'F',
      phone_primary: '09171234567',
      female_specific: { pregnancy_status: 'pregnant' },
      lifestyle: { civil_status: 'married' },
    });
    expect(submitted()).not.toHaveProperty('privacy_consent');
    expect(screen.queryByText(/Maria/)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(KIOSK_RESET_DELAY_MS));
    const form = await screen.findByRole('form', { name: 'Patient Registration' });
    expect(within(form).getByRole('textbox', { name: /first name/i })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: /primary phone/i })).toHaveValue('');
    expect(within(form).getByRole('checkbox', { name: /data privacy notice/i })).not.toBeChecked();
    expect(within(form).queryByRole('combobox', { name: /pregnancy status/i })).not.toBeInTheDocument();
    await waitFor(() => expect(queryClient.getMutationCache().getAll()).toHaveLength(0));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('keeps what was typed and shows the server reason when saving fails', async () => {
    const { ApiError } = await import('../../../lib/api-error.ts');
    vi.mocked(uploadWithProgress).mockRejectedValue(
      new ApiError(422, [{ loc: ['body'], msg: 'Invalid email format', type: 'x' }]),
    );
    const { user } = renderKiosk();
    await fillRequired(user, 'male');
    await user.click(screen.getByRole('checkbox', { name: /data privacy notice/i }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Maria');
  });
});
