import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parseClinicDateTime, toClinicDateTimeInput, type ScheduleItem } from '@clinic/contracts';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useSchedule } from '../../api/get-schedule.ts';
import { useRescheduleProcedure } from '../../api/reschedule-procedure.ts';
import { appointmentEnd, overlapsOf } from '../../lib/schedule-time.ts';
import { OverlapWarning } from './overlap-warning.tsx';

/** What a move proposes, in clinic time (`YYYY-MM-DDTHH:mm`). */
export interface ProposedMove {
  start: string;
  end: string;
  doctor: string;
}

export const currentTimes = (item: ScheduleItem): ProposedMove => ({
  start: toClinicDateTimeInput(item.start_datetime),
  end: toClinicDateTimeInput(appointmentEnd(item)),
  doctor: item.doctor_name,
});

interface RescheduleDialogProps {
  item: ScheduleItem;
  /** A drag's drop, or the appointment's own times. */
  proposed: ProposedMove;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const isoOf = (text: string) => parseClinicDateTime(text)?.toISOString();

const TIME_FIELDS = [
  { name: 'start', label: 'Start' },
  { name: 'end', label: 'End' },
] as const;

/** Reschedule: new start, end and doctor, warned of the doctor's other appointments at that time before saving. */
export function RescheduleDialog({ item, proposed, onClose, onSaved }: RescheduleDialogProps) {
  const [values, setValues] = useState(proposed);
  const [failure, setFailure] = useState<string | null>(null);
  const reschedule = useRescheduleProcedure();
  const start = isoOf(values.start);
  const end = isoOf(values.end);
  const day = values.start.slice(0, 10);
  const doctor = values.doctor.trim();
  const sameDay = useSchedule(
    { start: day, end: day, doctor_name: doctor || undefined },
    { enabled: start !== undefined && doctor !== '' },
  );
  const overlaps =
    start && end && sameDay.data
      ? overlapsOf(sameDay.data.items, { id: item.id, doctor_name: doctor, start, end })
      : [];
  const invalid =
    start === undefined || end === undefined || end <= start
      ? 'Enter a start and an end after it'
      : doctor === ''
        ? 'Doctor name is required'
        : null;

  const field = (name: keyof ProposedMove) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  function save(event: FormEvent) {
    event.preventDefault();
    if (invalid || !start || !end) return;
    reschedule.mutate(
      { id: item.id, start_datetime: start, end_datetime: end, doctor_name: doctor },
      {
        onSuccess: () => onSaved(`${item.name} of ${item.patient_name} moved`),
        onError: (error) => setFailure(errorMessage(error, 'Failed to reschedule. Please try again.')),
      },
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="reschedule-title" fullWidth maxWidth="sm">
      <form onSubmit={save} noValidate>
        <DialogTitle id="reschedule-title">Reschedule</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            {item.name} · {item.patient_name}
          </Typography>
          <Stack spacing={2}>
            {TIME_FIELDS.map(({ name, label }) => (
              <TextField
                key={name}
                label={label}
                type="datetime-local"
                {...field(name)}
                slotProps={{ inputLabel: { shrink: true } }}
                required
              />
            ))}
            <TextField label="Doctor" {...field('doctor')} required />
            {invalid ? <Alert severity="info">{invalid}</Alert> : null}
            <OverlapWarning doctor={doctor} overlaps={overlaps} />
            {failure ? <Alert severity="error">{failure}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={invalid !== null || reschedule.isPending}>
            {overlaps.length > 0 ? 'Save anyway' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
