import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import { describe, expect, it } from 'vitest';
import { DisabledReason } from './disabled-reason.tsx';

describe('a greyed-out button', () => {
  it('says why on hover, and takes the keyboard focus in its place', async () => {
    const user = userEvent.setup();
    render(
      <DisabledReason reason="Choose two photos first.">
        <Button disabled>Compare</Button>
      </DisabledReason>,
    );
    const button = screen.getByRole('button', { name: 'Compare' });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Choose two photos first.');
    await user.tab();
    expect(button.parentElement).toHaveFocus();
  });

  it('says nothing while the button can be used', async () => {
    const user = userEvent.setup();
    render(
      <DisabledReason reason={false}>
        <Button>Compare</Button>
      </DisabledReason>,
    );
    await user.hover(screen.getByRole('button', { name: 'Compare' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Compare' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
