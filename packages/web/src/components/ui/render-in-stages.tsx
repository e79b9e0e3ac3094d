import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws its children one at a time, each in its own task after the one before it has been
 * committed, so a large screen reaches the page in parts and the browser can paint and answer
 * input in between instead of blocking for the whole screen at once. Children appear in order,
 * each below the last, so nothing already drawn moves.
 */
export function RenderInStages({ children }: { children: ReactNode }) {
  const sections = Children.toArray(children);
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= sections.length) return;
    const timer = setTimeout(() => startTransition(() => setShown(shown + 1)));
    return () => clearTimeout(timer);
  }, [shown, sections.length]);
  return sections.slice(0, shown);
}
