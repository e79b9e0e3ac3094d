import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormTextField } from '../components/ui/form-text-field.tsx';
import { UNSAVED_CHANGES_TEXT } from '../components/ui/unsaved-changes.tsx';
import { renderInRouter } from '../testing/render-in-router.tsx';
import { ApiError } from './api-error.ts';
import { useContractForm } from './contract-form.tsx';

const schema = z.object({
  name: z.string().min(1, { message: 'Name is required' }),
  code: z.string().regex(/^\d+$/, { message: 'The code is digits' }),
});
type Values = z.input<typeof schema>;

interface TestFormProps {
  onSubmit: (values: Values) => Promise<unknown>;
  issues?: 'fields' | 'first';
  guardUnsaved?: boolean;
}

function TestForm({ onSubmit, issues, guardUnsaved = false }: TestFormProps) {
  const { form, submit, errorAlert, unsavedGuard } = useContractForm({
    schema,
    defaultValues: { name: '', code: '' },
    onSubmit,
    failureText: 'The thing could not be saved.',
    guardUnsaved,
    issues,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <FormTextField<Values> name="name" label="Name" />
        <FormTextField<Values> name="code" label="Code" />
        {errorAlert}
        <button type="submit">Save</button>
        <Link to="/elsewhere">Elsewhere</Link>
      </form>
      {unsavedGuard}
    </FormProvider>
  );
}

const refusedWith = (detail: ConstructorParameters<typeof ApiError>[1]) => () =>
  Promise.reject(new ApiError(422, detail));

describe('a form built on a contract', () => {
  it("shows the contract's messages under their fields and sends nothing", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderInRouter(<TestForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Code'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('The code is digits')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the checked values', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderInRouter(<TestForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Code'), '42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', code: '42' }));
  });

  it("puts the server's issue under its field", async () => {
    const user = userEvent.setup();
    renderInRouter(
      <TestForm onSubmit={refusedWith([{ loc: ['body', 'code'], msg: 'This code is taken', type: 'value_error' }])} />,
    );
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Code'), '42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This code is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says a refusal that names no field in an alert that takes focus, else the form's own words", async () => {
    const user = userEvent.setup();
    const { unmount } = renderInRouter(<TestForm onSubmit={refusedWith('The clinic is closed')} />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Code'), '42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The clinic is closed');
    expect(screen.getByRole('alert')).toHaveFocus();
    unmount();

    renderInRouter(<TestForm onSubmit={() => Promise.reject(new Error('socket hang up'))} />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Code'), '42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The thing could not be saved.');
  });

  it('says only the first broken rule, in the alert, when asked to', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderInRouter(<TestForm onSubmit={onSubmit} issues="first" />);
    await user.type(screen.getByLabelText('Code'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required');
    expect(screen.queryByText('The code is digits')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks before leaving unsaved changes when guarded', async () => {
    const user = userEvent.setup();
    const { router } = renderInRouter(<TestForm onSubmit={() => Promise.resolve()} guardUnsaved />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const question = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TEXT.title });
    expect(question).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: UNSAVED_CHANGES_TEXT.stay }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
  });

  it('lets the page go when nothing was typed', async () => {
    const user = userEvent.setup();
    const { router } = renderInRouter(<TestForm onSubmit={() => Promise.resolve()} guardUnsaved />);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});
