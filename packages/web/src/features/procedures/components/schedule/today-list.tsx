import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ATTENDANCE_LABELS, type ScheduleItem } from '@clinic/contracts';
import { ResponsiveTable, type Column } from '../../../../components/ui/responsive-table.tsx';
import { paths } from '../../../../config/paths.ts';
import { useCan } from '../../../../lib/authorization.ts';
import { useSchedule } from '../../api/get-schedule.ts';
import { formatLongDay, formatTime, waitingTime } from '../../lib/schedule-format.ts';
import { ProcedureStatusBadge } from '../procedure-status-badge.tsx';
import { AttendanceActions } from './attendance-actions.tsx';
import { ConfirmationBadge } from './confirmation-badge.tsx';
import { currentTimes, RescheduleDialog } from './reschedule-dialog.tsx';
import type { RegisterPatient } from '../booking/booking-dialog.tsx';
import type { PickedPatient } from '../../../../components/ui/patient-picker-field.tsx';

interface TodayListProps {
  today: string;
  /** A line above the appointments, such as the signed-in doctor's licence warnings. */
  notice?: ReactNode;
  onMessage: (severity: 'success' | 'error', text: string) => void;
  /** Opens a booking; with a patient, one just registered here. */
  onBook: () => void;
  onBookFor: (patient: PickedPatient) => void;
  registerPatient?: RegisterPatient | undefined;
}

/** The clock the waiting times count from, ticking each half minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function Attendance({ item, now }: { item: ScheduleItem; now: Date }) {
  if (item.attendance === 'arrived' && item.checked_in_at) {
    const waiting = item.status === 'scheduled';
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Chip size="small" color="success" label={`Arrived ${formatTime(item.checked_in_at)}`} />
        {waiting ? <Typography variant="body2">Waiting {waitingTime(item.checked_in_at, now)}</Typography> : null}
      </Stack>
    );
  }
  return (
    <Chip
      size="small"
      color={item.attendance === 'no_show' ? 'error' : 'default'}
      variant={item.attendance === 'no_show' ? 'filled' : 'outlined'}
      label={ATTENDANCE_LABELS[item.attendance]}
    />
  );
}

/** The front desk's list: today's appointments in time order, with one-click check-in and no-show. */
export function TodayList({ today, notice, onMessage, onBook, onBookFor, registerPatient }: TodayListProps) {
  const canBook = useCan('schedule.book');
  const canBill = useCan('invoice.write');
  const schedule = useSchedule({ start: today, end: today });
  const now = useNow();
  const [moving, setMoving] = useState<ScheduleItem | null>(null);
  const [registering, setRegistering] = useState(false);

  const columns: Column<ScheduleItem>[] = [
    { header: 'Time', render: (item) => formatTime(item.start_datetime) },
    {
      header: 'Patient',
      render: (item) => (
        <Link component={RouterLink} to={paths.patient.href(item.patient_id)}>
          {item.patient_name}
        </Link>
      ),
    },
    { header: 'Phone', render: (item) => item.patient_phone ?? '—' },
    {
      header: 'Procedure',
      render: (item) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Link component={RouterLink} to={paths.procedure.href(item.id)}>
            {item.name}
          </Link>
          <ProcedureStatusBadge status={item.status} />
          {item.booking_note ? <Typography variant="body2">Note: {item.booking_note}</Typography> : null}
        </Stack>
      ),
    },
    { header: 'Doctor', render: (item) => item.doctor_name },
    { header: 'Confirmation', render: (item) => <ConfirmationBadge confirmation={item.confirmation} /> },
    { header: 'Attendance', render: (item) => <Attendance item={item} now={now} /> },
  ];
  if (canBook) {
    columns.push({
      header: 'Actions',
      render: (item) => (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <AttendanceActions
            item={item}
            now={now}
            onDone={(text) => onMessage('success', text)}
            onError={(text) => onMessage('error', text)}
          />
          {item.status !== 'completed' ? (
            <Button size="small" aria-label={`Reschedule ${item.patient_name}`} onClick={() => setMoving(item)}>
              Reschedule
            </Button>
          ) : null}
          {canBill && (item.checked_in_at !== null || item.status === 'ongoing' || item.status === 'completed') ? (
            <Button
              size="small"
              variant="outlined"
              component={RouterLink}
              to={paths.newInvoice.href(item.patient_id)}
              aria-label={`Check out ${item.patient_name}`}
            >
              Check out
            </Button>
          ) : null}
        </Stack>
      ),
    });
  }

  return (
    <section aria-labelledby="today-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <Typography id="today-title" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          Today, {formatLongDay(today)}
        </Typography>
        {canBook ? (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={onBook}>
              Book
            </Button>
            {registerPatient ? (
              <Button variant="outlined" onClick={() => setRegistering(true)}>
                New patient
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      {notice}
      {schedule.isPending ? <CircularProgress aria-label="Loading today's appointments" /> : null}
      {schedule.isError ? <Alert severity="error">Failed to load today's appointments. Please try again.</Alert> : null}
      {schedule.data ? (
        <ResponsiveTable
          label="Today's appointments"
          rows={schedule.data.items}
          columns={columns}
          rowKey={(item) => item.id}
          empty="No appointments today."
        />
      ) : null}
      {moving ? (
        <RescheduleDialog
          item={moving}
          proposed={currentTimes(moving)}
          onClose={() => setMoving(null)}
          onSaved={(text) => {
            setMoving(null);
            onMessage('success', text);
          }}
        />
      ) : null}
      {registering && registerPatient
        ? registerPatient(
            (patient) => {
              setRegistering(false);
              onBookFor(patient);
            },
            () => setRegistering(false),
          )
        : null}
    </section>
  );
}
