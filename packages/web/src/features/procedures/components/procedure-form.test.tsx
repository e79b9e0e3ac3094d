import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../testing/render-in-router.tsx';
import { newProcedureValues } from '../lib/procedure-form-values.ts';
import { ProcedureForm } from './procedure-form.tsx';

const renderForm = () => {
  const onSubmit = vi.fn();
  renderInRouter(
    <ProcedureForm initial={newProcedureValues()} submitLabel="Save Procedure" busy={false} onSubmit={onSubmit} />,
  );
  return { onSubmit, user: userEvent.setup() };
};

const selectShows = (name: string) => screen.getByRole('combobox', { name });

vi.setConfig({ testTimeout: 20_000 });

describe('ProcedureForm', () => {
  it('fills the medicine refill texts and hides the diagram, then resets them when turned off', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Procedure name/), 'Botox');
    expect(screen.getByRole('heading', { name: 'Face Annotation' })).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Medicine refill / purchase' }));
    expect(screen.getByLabelText(/Procedure name/)).toHaveValue('Medicine Refill / Purchase');
    expect(screen.getByLabelText(/Doctor name/)).toHaveValue('Not Applicable');
    expect(selectShows('Status')).toHaveTextContent('Completed');
    expect(selectShows('Payment status')).toHaveTextContent('Paid');
    expect(screen.queryByRole('heading', { name: 'Face Annotation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Medicine refill / purchase' }));
    expect(screen.getByLabelText(/Procedure name/)).toHaveValue('');
    expect(screen.getByLabelText(/Doctor name/)).toHaveValue('');
    expect(selectShows('Status')).toHaveTextContent('Scheduled');
    expect(selectShows('Payment status')).toHaveTextContent('Pending');
    expect(screen.getByRole('heading', { name: 'Face Annotation' })).toBeInTheDocument();
  });

  it('adds a medication on Enter in its name without submitting the form', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('New medication name'), 'Tretinoin{Enter}');
    const row = screen.getByRole('group', { name: 'Medication 1' });
    expect(within(row).getByLabelText(/Medication name/)).toHaveValue('Tretinoin');
    expect(screen.getByLabelText('New medication name')).toHaveValue('');
    await user.type(within(row).getByLabelText('Dosage'), '0.05%{Enter}');
    expect(screen.queryByRole('group', { name: 'Medication 2' })).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
