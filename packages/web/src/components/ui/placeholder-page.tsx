import Typography from '@mui/material/Typography';
import { PageHeader } from './page-header.tsx';

/** Stands in for a screen that is not built yet, so routes and navigation can be tried end to end. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Typography color="text.secondary">This screen is being built.</Typography>
    </>
  );
}
