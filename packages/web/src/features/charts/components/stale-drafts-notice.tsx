import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { CHART_MESSAGES } from '@clinic/contracts';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useCan } from '../../../lib/authorization.ts';
import { useStaleDrafts } from '../api/get-stale-drafts.ts';

/** On the Today list: note drafts left unsigned too long, to their author (and every author's to administrators). */
export function StaleDraftsNotice() {
  const writesNotes = useCan('note.write');
  const stale = useStaleDrafts(writesNotes);
  if (!stale.data || stale.data.drafts.length === 0) return null;
  return (
    <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
      <AlertTitle>{CHART_MESSAGES.staleDraftsTitle}</AlertTitle>
      {CHART_MESSAGES.staleDrafts(stale.data.hours)}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {stale.data.drafts.map((draft) => (
          <li key={draft.note_id}>
            <Link component={RouterLink} to={paths.procedure.href(draft.procedure_id)}>
              {`${draft.procedure_name} — ${draft.patient_name}`}
            </Link>
            {`, by ${draft.author_name}, begun ${formatDateTime(draft.created_at)}`}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
