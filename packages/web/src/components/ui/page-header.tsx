import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DocumentTitle } from './document-title.tsx';

interface PageHeaderProps {
  title: string;
  /** Buttons shown beside the title, e.g. 'Add New Patient'. */
  actions?: ReactNode;
}

/** The page's one h1, which also names the browser tab. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}
    >
      <DocumentTitle title={title} />
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}
