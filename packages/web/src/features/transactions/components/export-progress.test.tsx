import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExportProgress } from './export-progress.tsx';

describe('export progress', () => {
  it('says the file is being prepared until the first bytes arrive', () => {
    render(<ExportProgress receivedBytes={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the file…');
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument();
  });

  it('tells how much of the file has arrived', () => {
    render(<ExportProgress receivedBytes={2.5 * 1024 * 1024} />);
    expect(screen.getByRole('status')).toHaveTextContent('Downloaded 2.5 MB…');
  });
});
