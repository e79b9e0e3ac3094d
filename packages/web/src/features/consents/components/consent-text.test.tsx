import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsentText } from './consent-text.tsx';

describe('ConsentText', () => {
  it('shows headings, paragraphs and lists, and never the HTML a text holds', () => {
    const { container } = render(
      <ConsentText
        body={
          '# Risks\n\nBruising may occur.\n\n- Swelling\n- Redness\n\n<img src="x" onerror="alert(1)">\n\n<script>alert(2)</script>\n\n[Read more](javascript:alert(3))'
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Risks' })).toBeInTheDocument();
    expect(screen.getByText('Bruising may occur.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Swelling', 'Redness']);
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByText('Read more').getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });
});
