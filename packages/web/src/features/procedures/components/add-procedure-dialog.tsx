import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NAME_SEARCH_MIN_LENGTH, type QuickSearchItem } from '@clinic/contracts';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { searchPatientsToPick } from '../../../lib/patient-picker.ts';
import { patientName } from '../../../lib/patient-name.ts';
import { DisabledReason } from '../../../components/ui/disabled-reason.tsx';

type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'done'; patients: QuickSearchItem[] }
  | { kind: 'failed'; message: string };

interface AddProcedureDialogProps {
  onClose: () => void;
}

/** Add New Procedure: find the patient (4+ characters, Enter or Search), then open the new-procedure form. */
export function AddProcedureDialog({ onClose }: AddProcedureDialogProps) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const ready = term.trim().length >= NAME_SEARCH_MIN_LENGTH;

  async function search(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setState({ kind: 'searching' });
    try {
      setState({ kind: 'done', patients: await searchPatientsToPick(term.trim()) });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error, 'Failed to search patients') });
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="add-procedure-title" fullWidth maxWidth="sm">
      <DialogTitle id="add-procedure-title">Add New Procedure</DialogTitle>
      <DialogContent>
        <Stack component="form" direction="row" spacing={1} onSubmit={search} sx={{ mt: 1, mb: 2 }}>
          <TextField
            label="Search patients"
            helperText={`Name, phone or patient ID, at least ${NAME_SEARCH_MIN_LENGTH} characters`}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            size="small"
            fullWidth
            autoFocus
          />
          <DisabledReason reason={!ready && `Type at least ${NAME_SEARCH_MIN_LENGTH} characters to search.`}>
            <Button
              type="submit"
              variant="contained"
              disabled={!ready || state.kind === 'searching'}
              sx={{ alignSelf: 'flex-start' }}
            >
              Search
            </Button>
          </DisabledReason>
        </Stack>
        {state.kind === 'searching' ? <CircularProgress aria-label="Searching patients" /> : null}
        {state.kind === 'failed' ? <Alert severity="error">{state.message}</Alert> : null}
        {state.kind === 'done' && state.patients.length === 0 ? (
          <Typography>No patients found matching "{term.trim()}".</Typography>
        ) : null}
        {state.kind === 'done' && state.patients.length > 0 ? (
          <List aria-label="Matching patients">
            {state.patients.map((patient) => (
              <ListItemButton key={patient.id} onClick={() => navigate(paths.newProcedure.href(patient.id))}>
                <ListItemText
                  primary={patientName(patient)}
                  secondary={[patient.date_of_birth, patient.phone_primary].filter(Boolean).join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
