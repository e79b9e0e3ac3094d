import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination.tsx';

describe('Pagination', () => {
  it('shows every page up to three, and ellipses beyond', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(3);
    rerender(<Pagination page={5} totalPages={10} onPageChange={() => {}} />);
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual([
      '1',
      '4',
      '5',
      '6',
      '10',
    ]);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.getByText('of 10')).toBeInTheDocument();
  });

  it('disables Previous on the first page and Next on the last', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} totalPages={2} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('goes to a typed page only from 1 to the last', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} totalPages={4} onPageChange={onPageChange} />);
    const box = screen.getByLabelText('Go to page');
    const go = screen.getByRole('button', { name: 'Go' });
    await userEvent.type(box, '5');
    expect(go).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, '3{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
