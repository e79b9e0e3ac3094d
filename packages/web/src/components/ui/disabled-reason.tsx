import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

interface DisabledReasonProps {
  /** Why the button is greyed out; nothing while it can be used. */
  reason: string | false | undefined;
  children: ReactElement;
}

/**
 * A greyed-out button that says why on hover and on keyboard focus. A disabled button gets no
 * pointer or focus events, so the tooltip sits on a wrapper that takes the focus in its place.
 */
export function DisabledReason({ reason, children }: DisabledReasonProps) {
  // The wrapper stays while the reason comes and goes, so the button is never mounted afresh.
  return (
    <Tooltip title={reason || ''} describeChild>
      <Box
        component="span"
        tabIndex={reason ? 0 : undefined}
        sx={{
          display: 'inline-flex',
          borderRadius: 1,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {children}
      </Box>
    </Tooltip>
  );
}
