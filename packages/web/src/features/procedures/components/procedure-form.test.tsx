import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Service } from '@clinic/contracts';
import { ApiError } from '../../../lib/api-error.ts';
import { jsonResponse, mockApi } from '../../../testing/mock-api.ts';
import { renderInRouter } from '../../../testing/render-in-router.tsx';
import type { DraftPoint } from '../lib/annotation-points.ts';
import { newProcedureValues, type ProcedureFormValues } from '../lib/procedure-form-values.ts';
import { ProcedureForm } from './procedure-form.tsx';

const renderForm = (overrides: Partial<ProcedureFormValues> = {}) => {
  const onSubmit = vi.fn();
  renderInRouter(
    <ProcedureForm
      initial={{ ...newProcedureValues(), ...overrides }}
      submitLabel="Save Procedure"
      busy={false}
      onSubmit={onSubmit}
      failureMessage={(detail) => `Error saving procedure: ${detail}`}
      draftKey="procedure:test"
    />,
  );
  return { onSubmit, user: userEvent.setup() };
};

/** A form that passes its own checks, so Save reaches the server. */
const complete = { name: 'Botox', doctor_name: 'Dr. Cruz', start_datetime: '2026-03-02T10:00' };

const blankPoint: DraftPoint = {
  id: 'p1',
  x: 40,
  y: 40,
  view: 'side',
  label: 'Point 1',
  condition: '',
  treatment: '',
  notes: '',
  medications: '',
  treatment_date: null,
};

const selectShows = (name: string) => screen.getByRole('combobox', { name });

vi.setConfig({ testTimeout: 20_000 });

describe('ProcedureForm', () => {
  it('fills the amount with the price of the service chosen from the price list', async () => {
    const peel: Service = {
      id: 4,
      name: 'Diamond Peel',
      category: 'facial',
      duration_minutes: 45,
      consent_template_ids: [],
      uses_stock: false,
      active: true,
      price: '2500.00',
      tax_class: 'vatable',
      senior_pwd_eligible: false,
      senior_pwd_note: '',
      photos_before_required: 0,
      photos_after_required: 0,
      created_at: '2026-01-05T00:00:00Z',
      updated_at: '2026-01-05T00:00:00Z',
    };
    mockApi({
      'GET /api/v1/services': jsonResponse(200, { items: [peel] }),
      'GET /api/v1/practitioners': jsonResponse(200, []),
    });
    const { user } = renderForm();
    await user.type(screen.getByRole('combobox', { name: /Procedure Name/i }), 'diamond');
    await user.click(await screen.findByRole('option', { name: 'Diamond Peel' }));
    expect(screen.getByRole('textbox', { name: /Amount/i })).toHaveValue('2500.00');
  });

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

  it('says a conflict in an alert beside Save and moves focus to it', async () => {
    const { user, onSubmit } = renderForm(complete);
    onSubmit.mockRejectedValue(new ApiError(409, 'A signed consent is required before this procedure starts.'));
    await user.click(screen.getByRole('button', { name: 'Save Procedure' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Error saving procedure: A signed consent is required before this procedure starts.',
    );
    expect(alert).toHaveFocus();
    // Beside the Save button: the alert comes right before the row of buttons.
    expect(alert.nextElementSibling).toContainElement(screen.getByRole('button', { name: 'Save Procedure' }));
  });

  it('says a refusal of the role the same way', async () => {
    const { user, onSubmit } = renderForm(complete);
    onSubmit.mockRejectedValue(new ApiError(403, 'You do not have permission to do this.'));
    await user.click(screen.getByRole('button', { name: 'Save Procedure' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
  });

  it('puts a validation issue that names a field under that field, with no alert', async () => {
    const { user, onSubmit } = renderForm(complete);
    onSubmit.mockRejectedValue(
      new ApiError(422, [{ loc: ['body', 'doctor_name'], msg: 'Doctor name is too long', type: 'too_big' }]),
    );
    await user.click(screen.getByRole('button', { name: 'Save Procedure' }));
    const doctor = screen.getByLabelText(/Doctor name/);
    expect(await screen.findByText('Doctor name is too long')).toBeInTheDocument();
    expect(doctor).toHaveAttribute('aria-invalid', 'true');
    expect(doctor).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a validation issue that names no field in the alert', async () => {
    const { user, onSubmit } = renderForm(complete);
    onSubmit.mockRejectedValue(new ApiError(422, [{ loc: ['body', 'lot_id'], msg: 'Not enough stock', type: 'x' }]));
    await user.click(screen.getByRole('button', { name: 'Save Procedure' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error saving procedure: Not enough stock');
  });

  it('opens a closed face point that is incomplete and shows its errors on Save', async () => {
    const { user, onSubmit } = renderForm({ ...complete, points: [blankPoint] });
    expect(screen.queryByRole('region', { name: 'Point 1 details' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Procedure' }));
    const panel = await screen.findByRole('region', { name: 'Point 1 details' });
    expect(within(panel).getByLabelText(/Condition/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Side' })).toHaveAttribute('aria-pressed', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps what was typed in the tab when the session ended for good, and starts from it next time', async () => {
    const { user, onSubmit } = renderForm(complete);
    onSubmit.mockRejectedValue(new ApiError(401, 'Not authenticated'));
    await user.type(screen.getByLabelText(/Details/), 'Left cheek');
    await user.click(screen.getByRole('button', { name: 'Save Procedure' }));
    await screen.findByRole('alert');
    cleanup();

    renderForm(complete);
    expect(await screen.findByLabelText(/Details/)).toHaveValue('Left cheek');
  });

  it('forgets the kept values once saved', async () => {
    const { user, onSubmit } = renderForm(complete);
    onSubmit.mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Save Procedure' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await vi.waitFor(() => expect(window.sessionStorage.length).toBe(0));
  });
});
