import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PatientSearchForm } from './patient-search-form.tsx';

describe('PatientSearchForm', () => {
  it('enables Search only once a field is long enough, and searches on Enter', async () => {
    const onSearch = vi.fn();
    render(<PatientSearchForm terms={{}} onSearch={onSearch} onClear={() => {}} />);
    const search = screen.getByRole('button', { name: 'Search' });
    await userEvent.type(screen.getByLabelText('Last Name'), 'San');
    expect(search).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Phone'), '09 1');
    expect(search).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Last Name'), 't{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ last_name_search: 'Sant' });
  });

  it('clears the fields', async () => {
    const onClear = vi.fn();
    render(<PatientSearchForm terms={{}} onSearch={() => {}} onClear={onClear} />);
    await userEvent.type(screen.getByLabelText('Phone'), '0917 1');
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    expect(onClear).toHaveBeenCalled();
  });
});
