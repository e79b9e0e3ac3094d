import { useState } from 'react';
import { formatPeso, todayIsoDate } from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useBillingDay } from '../api/billing-day.ts';
import { CloseDayForm } from '../components/close-day-form.tsx';
import { DayFigures } from '../components/day-figures.tsx';

/** /billing/day: a day's figures in the clinic's zone, and closing it with the cash counted. */
export function BillingDayScreen() {
  const [date, setDate] = useState(() => todayIsoDate());
  const day = useBillingDay(date);
  const [notice, setNotice] = useState<NotificationMessage | null>(null);

  return (
    <>
      <PageHeader title="Day close" />
      <Stack spacing={2}>
        <TextField
          label="Day"
          type="date"
          value={date}
          onChange={(event) => event.target.value && setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 240 }}
        />
        {day.isPending ? <CircularProgress aria-label="Loading the day's figures" /> : null}
        {day.isError ? <Alert severity="error">Failed to load the day's figures. Please try again.</Alert> : null}
        {day.data ? (
          <>
            {day.data.closed ? (
              <Alert severity="info">
                Closed {formatDateTime(day.data.closed_at)} by {day.data.closed_by}. Variance{' '}
                {formatPeso(day.data.variance)}
                {day.data.note ? ` · ${day.data.note}` : ''}
              </Alert>
            ) : null}
            <DayFigures day={day.data} />
            {day.data.closed ? null : (
              <CloseDayForm date={date} onClosed={(text) => setNotice({ severity: 'success', text })} />
            )}
          </>
        ) : null}
      </Stack>
      <Notification message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
