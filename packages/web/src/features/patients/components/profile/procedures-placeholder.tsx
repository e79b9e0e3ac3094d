import { PATIENT_MESSAGES } from '@clinic/contracts';
import Typography from '@mui/material/Typography';

/** What the Procedures tab shows until the procedures feature supplies its own content. */
export function NoProcedures() {
  return <Typography>No procedures found for this patient.</Typography>;
}

/** What the per-procedure medications show until the procedures feature supplies its own content. */
export function NoProcedureMedications() {
  return <Typography>{PATIENT_MESSAGES.noProcedureMedications}</Typography>;
}
