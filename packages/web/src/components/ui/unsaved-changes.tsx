import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useBlocker } from 'react-router';

export const UNSAVED_CHANGES_TEXT = {
  title: 'Discard unsaved changes?',
  message: 'You have changes that are not saved yet. If you leave now, they will be lost.',
  stay: 'Keep editing',
  leave: 'Discard changes',
} as const;

export interface UnsavedChangesWarning {
  /** The question shown when the user tries to leave; render it once in the screen. */
  dialog: ReactNode;
  /**
   * Lets navigation through without asking while a save runs (a successful save moves on while the
   * form still counts as changed); the function it returns asks again, for when the save failed.
   */
  allowNavigation: () => () => void;
}

/**
 * While `active`, reloading or closing the tab brings up the browser's own question, unless
 * `leaveAllowed` holds true at that moment (a save that is moving on, a form already sent).
 */
export function useAskBeforeUnload(active: boolean, leaveAllowed: RefObject<boolean>) {
  useEffect(() => {
    if (!active) return;
    const askBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaveAllowed.current) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => window.removeEventListener('beforeunload', askBeforeUnload);
  }, [active, leaveAllowed]);
}

/**
 * Asks before discarding unsaved work: leaving through a link or the browser's Back is held by
 * React Router's blocker, and reloading or closing the tab by the browser's own `beforeunload`
 * question. Moving within the same screen (its query, such as a profile tab) is not leaving.
 */
export function useUnsavedChangesWarning(hasChanges: boolean): UnsavedChangesWarning {
  const hasChangesRef = useRef(hasChanges);
  const allowed = useRef(false);
  useEffect(() => {
    hasChangesRef.current = hasChanges;
    if (hasChanges) allowed.current = false;
  }, [hasChanges]);

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        hasChangesRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  useAskBeforeUnload(hasChanges, allowed);

  const allowNavigation = useCallback(() => {
    allowed.current = true;
    return () => {
      allowed.current = false;
    };
  }, []);

  const dialog = (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-message"
    >
      <DialogTitle id="unsaved-changes-title">{UNSAVED_CHANGES_TEXT.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-message">{UNSAVED_CHANGES_TEXT.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          {UNSAVED_CHANGES_TEXT.stay}
        </Button>
        <Button color="error" variant="contained" onClick={() => blocker.proceed?.()}>
          {UNSAVED_CHANGES_TEXT.leave}
        </Button>
      </DialogActions>
    </Dialog>
  );

  return { dialog, allowNavigation };
}

/** The unsaved-changes question as an element, for a form that asks only while `active`. */
export function UnsavedChangesGuard({ active }: { active: boolean }) {
  return useUnsavedChangesWarning(active).dialog;
}
