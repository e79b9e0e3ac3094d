import Typography from '@mui/material/Typography';

/** A heading inside a form section, e.g. "Allergies" above its checkboxes. */
export function Subheading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
      {children}
    </Typography>
  );
}
