import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NoteAmendment } from '@clinic/contracts';
import { formatDateTime } from '../../lib/date-time.ts';
import { SectionsView } from './sections-view.tsx';

/** The amendments of a signed text, in the order signed, each with who, when and why. */
export function AmendmentsView({
  amendments,
  labelOf,
}: {
  amendments: readonly NoteAmendment[];
  labelOf?: (title: string) => string;
}) {
  return amendments.map((amendment) => (
    <Box key={amendment.id} sx={{ pl: 2, borderLeft: 3, borderColor: 'warning.main', my: 1 }}>
      <Typography variant="subtitle2" component="h4">
        Amendment by {amendment.signed_by} on {formatDateTime(amendment.signed_at)}
      </Typography>
      <Typography variant="body2">Reason: {amendment.reason}</Typography>
      <SectionsView sections={amendment.sections} labelOf={labelOf} />
    </Box>
  ));
}
