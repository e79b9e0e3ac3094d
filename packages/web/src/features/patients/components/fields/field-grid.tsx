import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Form fields in one column on phones and two or three on wider screens. */
export function FieldGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` },
      }}
    >
      {children}
    </Box>
  );
}
