import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SCHEDULE_MESSAGES, type Attendance, type ScheduleItem } from '@clinic/contracts';
import { useSetAttendance } from '../../api/set-attendance.ts';
import { DisabledReason } from '../../../../components/ui/disabled-reason.tsx';

interface AttendanceActionsProps {
  item: ScheduleItem;
  /** The clock the appointment's start is compared with: a no-show waits for the start. */
  now: Date;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}

/** Why No-show is greyed, if it is: the server refuses the same. */
function noShowRefusal(item: ScheduleItem, now: Date): string | false {
  if (item.status === 'completed' || item.status === 'cancelled') {
    return `A ${item.status} appointment cannot be marked a no-show.`;
  }
  return Date.parse(item.start_datetime) > now.getTime() && SCHEDULE_MESSAGES.noShowAfterStartHint;
}

/** One click to check a patient in or mark a no-show, and to undo either; a completed visit is not checked in. */
export function AttendanceActions({ item, now, onDone, onError }: AttendanceActionsProps) {
  const mutation = useSetAttendance();
  const set = (attendance: Attendance, message: string) =>
    mutation.mutate(
      { id: item.id, attendance },
      { onSuccess: () => onDone(message), onError: (error) => onError(error.message) },
    );

  if (item.attendance !== 'expected') {
    return (
      <Button
        size="small"
        disabled={mutation.isPending}
        aria-label={`Undo ${item.attendance === 'arrived' ? 'check-in' : 'no-show'} of ${item.patient_name}`}
        onClick={() => set('expected', `${item.patient_name} is expected again`)}
      >
        Undo
      </Button>
    );
  }
  const noShowReason = noShowRefusal(item, now);
  return (
    <Stack direction="row" spacing={1}>
      {item.status === 'completed' ? null : (
        <DisabledReason reason={item.status === 'cancelled' && 'A cancelled appointment cannot be checked in.'}>
          <Button
            size="small"
            variant="contained"
            disabled={mutation.isPending || item.status === 'cancelled'}
            aria-label={`Check in ${item.patient_name}`}
            onClick={() => set('arrived', `${item.patient_name} checked in`)}
          >
            Check in
          </Button>
        </DisabledReason>
      )}
      <DisabledReason reason={noShowReason}>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={mutation.isPending || noShowReason !== false}
          aria-label={`No-show ${item.patient_name}`}
          onClick={() => set('no_show', `${item.patient_name} marked as a no-show`)}
        >
          No-show
        </Button>
      </DisabledReason>
    </Stack>
  );
}
