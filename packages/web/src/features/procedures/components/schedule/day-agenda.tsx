import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScheduleItem } from '@clinic/contracts';
import { paths } from '../../../../config/paths.ts';
import { formatTime } from '../../lib/schedule-format.ts';
import { appointmentEnd } from '../../lib/schedule-time.ts';
import { ProcedureStatusBadge } from '../procedure-status-badge.tsx';
import { ConfirmationBadge } from './confirmation-badge.tsx';

/** The day as a list, for a phone's width: one card per appointment in time order. */
export function DayAgenda({ items }: { items: ScheduleItem[] }) {
  if (items.length === 0) return <Typography>No appointments on this day.</Typography>;
  return (
    <Stack component="ol" aria-label="Appointments of the day" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Card component="li" key={item.id} variant="outlined">
          <CardActionArea component={RouterLink} to={paths.procedure.href(item.id)}>
            <CardContent>
              <Typography variant="subtitle2" component="p">
                {formatTime(item.start_datetime)}–{formatTime(appointmentEnd(item))} · {item.doctor_name}
              </Typography>
              <Typography variant="body1" component="p" sx={{ fontWeight: 600 }}>
                {item.patient_name}
              </Typography>
              <Typography variant="body2" component="p" sx={{ mb: 1 }}>
                {item.name}
              </Typography>
              {item.booking_note ? (
                <Typography variant="body2" component="p" color="text.secondary" sx={{ mb: 1 }}>
                  Note: {item.booking_note}
                </Typography>
              ) : null}
              <Stack direction="row" spacing={1}>
                <ProcedureStatusBadge status={item.status} />
                <ConfirmationBadge confirmation={item.confirmation} />
              </Stack>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
