import Alert from '@mui/material/Alert';
import type { ScheduleItem } from '@clinic/contracts';
import { formatTime } from '../../lib/schedule-format.ts';
import { appointmentEnd } from '../../lib/schedule-time.ts';

/** The doctor's other appointments in the chosen time, named before anything is saved. */
export function OverlapWarning({ doctor, overlaps }: { doctor: string; overlaps: ScheduleItem[] }) {
  if (overlaps.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {doctor} already has{' '}
      {overlaps
        .map(
          (item) =>
            `${item.patient_name} (${item.name}) ${formatTime(item.start_datetime)}–${formatTime(appointmentEnd(item))}`,
        )
        .join(', ')}{' '}
      at this time.
    </Alert>
  );
}
