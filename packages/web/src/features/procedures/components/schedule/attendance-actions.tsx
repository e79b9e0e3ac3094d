import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Attendance, ScheduleItem } from '@clinic/contracts';
import { useSetAttendance } from '../../api/set-attendance.ts';
import { DisabledReason } from '../../../../components/ui/disabled-reason.tsx';

interface AttendanceActionsProps {
  item: ScheduleItem;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}

/** One click to check a patient in or mark a no-show, and to undo either. */
export function AttendanceActions({ item, onDone, onError }: AttendanceActionsProps) {
  const mutation = useSetAttendance();
  const closed = item.status === 'completed' || item.status === 'cancelled';
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
  return (
    <Stack direction="row" spacing={1}>
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
      <DisabledReason reason={closed && `A ${item.status} appointment cannot be marked a no-show.`}>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={mutation.isPending || closed}
          aria-label={`No-show ${item.patient_name}`}
          onClick={() => set('no_show', `${item.patient_name} marked as a no-show`)}
        >
          No-show
        </Button>
      </DisabledReason>
    </Stack>
  );
}
