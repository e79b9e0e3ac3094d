import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { paths } from '../../../config/paths.ts';

/** The Account screen's way to one's own practitioner profile. */
export function PractitionerProfileSection() {
  return (
    <FormSection title="Practitioner profile">
      <Typography sx={{ mb: 2 }}>
        Your name as printed, PRC licence, PTR, S2 licence, letterhead and signature, for prescriptions and letterheads.
      </Typography>
      <Button variant="outlined" component={RouterLink} to={paths.myPractitionerProfile.href()}>
        My practitioner profile
      </Button>
    </FormSection>
  );
}
