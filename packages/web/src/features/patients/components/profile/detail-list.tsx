import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Read-only label/value pairs of the profile. */
export function DetailList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        m: 0,
      }}
    >
      {items.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
            {value === '' || value === undefined || value === null ? '—' : value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

export function ProfileHeading({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  );
}
