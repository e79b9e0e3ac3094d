import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../testing/render-in-router.tsx';
import { ageFromBirthDate } from '@clinic/contracts';
import { PatientCreateForm } from './patient-create-form.tsx';

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  renderInRouter(<PatientCreateForm onSubmit={onSubmit} onCancel={() => {}} />);
  return onSubmit;
}

/** Enters a whole value at once: typing key by key re-validates this large form per character. */
function enter(label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

function fillRequired() {
  enter(/^First Name/, 'Maria');
  enter(/^Last Name/, 'Santos');
  fireEvent.change(screen.getByRole('combobox', { name: /^Sex/ }), { target: { value: 'female' } });
  enter(/^Date of Birth/, '1990-05-17');
  enter(/^Civil Status/, 'married');
  enter('Primary Phone', '0917 123 4567');
}

// The intake form is large; jsdom renders and re-validates it slowly.
describe('PatientCreateForm', { timeout: 60_000 }, () => {
  it('shows the age under the birth date', async () => {
    renderForm();
    enter(/^Date of Birth/, '1990-05-17');
    expect(screen.getByText(`Age: ${ageFromBirthDate('1990-05-17')}`)).toBeInTheDocument();
  });

  it('enables the pregnancy status only for a female patient', async () => {
    renderForm();
    const pregnancy = screen.getByLabelText(/^Pregnancy Status/);
    expect(pregnancy).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Sex/ }), 'female');
    expect(pregnancy).toBeEnabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Sex/ }), 'male');
    expect(pregnancy).toBeDisabled();
  });

  it('offers Delete on medication, surgery and follow-up rows only while more than one row exists', async () => {
    renderForm();
    for (const row of ['medication', 'surgery', 'follow-up']) {
      expect(screen.queryByRole('button', { name: `Delete ${row} 1` })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: `Add ${row}` }));
      expect(screen.getByRole('button', { name: `Delete ${row} 1` })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: `Delete ${row} 2` }));
      expect(screen.queryByRole('button', { name: `Delete ${row} 1` })).not.toBeInTheDocument();
    }
  });

  it('enables Create Patient only when valid and sends the parsed patient without empty rows', async () => {
    const onSubmit = renderForm();
    const create = screen.getByRole('button', { name: 'Create Patient' });
    expect(create).toBeDisabled();
    fillRequired();
    await waitFor(() => expect(create).toBeEnabled());
    enter('Email', 'not-an-email');
    await waitFor(() => expect(create).toBeDisabled());
    enter('Email', '');
    enter('Medication 1', 'Cetirizine');
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const [patient, files] = onSubmit.mock.calls[0]!;
    expect(patient).toMatchObject({
      sex: 'F',
      phone_primary: '09171234567',
      current_medications: ['Cetirizine'],
      surgeries: [],
      succeeding_consultations: [],
    });
    expect(files).toEqual([]);
  });

  it('refuses unsupported files before upload', async () => {
    renderForm();
    const file = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('Attachments'), file, { applyAccept: false });
    expect(screen.getByText('File notes.txt has an unsupported type')).toBeInTheDocument();
  });
});
