import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RenderInStages } from './render-in-stages.tsx';

describe('RenderInStages', () => {
  it('draws the first section at once and each next one in a later task, in order', async () => {
    const { container } = render(
      <RenderInStages>
        <p>Heading</p>
        <p>Filters</p>
        <p>Results</p>
      </RenderInStages>,
    );
    expect(screen.getByText('Heading')).toBeInTheDocument();
    expect(screen.queryByText('Filters')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading the screen' })).toBeInTheDocument();
    expect(await screen.findByText('Results')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect([...container.querySelectorAll('p')].map((section) => section.textContent)).toEqual([
      'Heading',
      'Filters',
      'Results',
    ]);
  });

  it('draws what stands beside it first when asked to hold back its first section too', async () => {
    render(
      <>
        <RenderInStages afterTheRest>
          <p>Header</p>
          <p>Sidebar</p>
        </RenderInStages>
        <p>Page</p>
      </>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(screen.queryByText('Header')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading the screen' })).toBeInTheDocument();
    expect(await screen.findByText('Header')).toBeInTheDocument();
    expect(await screen.findByText('Sidebar')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps what a drawn section holds while the later ones arrive', async () => {
    render(
      <RenderInStages>
        <input aria-label="Doctor" />
        <p>Results</p>
      </RenderInStages>,
    );
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Doctor' });
    await userEvent.type(field, 'Dr. Reyes');
    await screen.findByText('Results');
    expect(screen.getByRole('textbox', { name: 'Doctor' })).toBe(field);
    expect(field.value).toBe('Dr. Reyes');
  });
});
