import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden.ts';

/**
 * Draws its children one at a time, each in its own task after the one before it has been
 * committed, so a large screen reaches the page in parts and the browser can paint and answer
 * input in between instead of blocking for the whole screen at once. Children appear in order,
 * each below the last, so nothing already drawn moves. Until the last one is drawn, a hidden
 * progress bar says the screen is still loading, as a list waiting for its data does.
 *
 * `afterTheRest` holds back the first section as well, so what the page draws beside these
 * sections (the app shell's page, say) is committed before any of them.
 */
export function RenderInStages({ children, afterTheRest = false }: { children: ReactNode; afterTheRest?: boolean }) {
  const sections = Children.toArray(children);
  const [shown, setShown] = useState(afterTheRest ? 0 : 1);
  const pending = shown < sections.length;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => startTransition(() => setShown(shown + 1)));
    return () => clearTimeout(timer);
  }, [shown, pending]);
  return (
    <>
      {sections.slice(0, shown)}
      {pending ? <span role="progressbar" aria-label="Loading the screen" style={visuallyHidden} /> : null}
    </>
  );
}
