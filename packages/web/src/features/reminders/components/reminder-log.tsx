import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AppointmentReply, Reminder, ReminderStatus, ReplyAction } from '@clinic/contracts';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { notifyOutcome } from '../../../lib/notify-outcome.ts';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { useCan } from '../../../lib/authorization.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useReminderLog } from '../api/get-reminder-log.ts';
import { useMarkRepliesRead } from '../api/mark-replies-read.ts';
import { useSendReminder } from '../api/send-reminder.ts';

const STATUS: Record<ReminderStatus, { label: string; colour: 'info' | 'success' | 'error' | 'default' }> = {
  planned: { label: 'Planned', colour: 'info' },
  sent: { label: 'Sent', colour: 'success' },
  failed: { label: 'Failed', colour: 'error' },
  cancelled: { label: 'Cancelled', colour: 'default' },
};

const REPLY: Record<ReplyAction, string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  opted_out: 'Opted out of reminders',
  unrecognised: 'Reply',
};

const CHANNELS = { sms: 'SMS', email: 'E-mail' } as const;

/** A planned reminder by its offset; the others by why they went. */
const reminderLabel = (row: Reminder) => {
  if (row.kind === 'moved') return 'New time';
  return row.offset ? `${row.offset} before` : 'Sent by staff';
};

const reminderColumns: Column<Reminder>[] = [
  { header: 'Reminder', render: reminderLabel },
  { header: 'Due', render: (row) => formatDateTime(row.due_at) },
  {
    header: 'Status',
    render: (row) => <Chip size="small" label={STATUS[row.status].label} color={STATUS[row.status].colour} />,
  },
  { header: 'Sent', render: (row) => formatDateTime(row.sent_at) },
  { header: 'Channels', render: (row) => row.channels.map((channel) => CHANNELS[channel]).join(', ') || '—' },
  { header: 'Note', render: (row) => row.note ?? '' },
];

const replyColumns: Column<AppointmentReply>[] = [
  { header: 'Received', render: (row) => formatDateTime(row.received_at) },
  { header: 'By', render: (row) => (row.channel === 'sms' ? 'SMS' : 'Reminder link') },
  { header: 'Answer', render: (row) => REPLY[row.action] },
  { header: 'Message', render: (row) => row.body ?? '' },
  { header: 'Read', render: (row) => (row.read ? 'Read' : 'Unread') },
];

/**
 * The appointment's reminders and the patient's answers, with Send reminder now while it is
 * `sendable` (scheduled: the server refuses the others, a completed visit above all).
 */
export function ReminderLog({ procedureId, sendable }: { procedureId: number; sendable: boolean }) {
  const log = useReminderLog(procedureId);
  const send = useSendReminder(procedureId);
  const markRead = useMarkRepliesRead(procedureId);
  const canSend = useCan('reminder.send') && sendable;
  const [notice, setNotice] = useState<NotificationMessage | null>(null);

  if (log.isPending) return <CircularProgress aria-label="Loading reminders" />;
  if (log.error) return null;
  const { reminders, replies, unread_replies: unread } = log.data;

  return (
    <Stack component="section" aria-labelledby="reminders-heading" spacing={2} sx={{ mt: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="reminders-heading" variant="h6" component="h2">
          Reminders
        </Typography>
        {canSend ? (
          <Button
            variant="outlined"
            disabled={send.isPending}
            onClick={() =>
              send.mutate(undefined, notifyOutcome(setNotice, 'Reminder queued.', 'The reminder could not be sent.'))
            }
          >
            Send reminder now
          </Button>
        ) : null}
      </Stack>
      {reminders.length === 0 ? (
        <Typography>No reminders planned.</Typography>
      ) : (
        <ResponsiveTable label="Reminder log" rows={reminders} columns={reminderColumns} rowKey={(row) => row.id} />
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3">
          Patient replies
        </Typography>
        {unread > 0 ? (
          <Button size="small" disabled={markRead.isPending} onClick={() => markRead.mutate()}>
            Mark replies as read
          </Button>
        ) : null}
      </Stack>
      {unread > 0 ? (
        <Alert severity="info">
          {unread === 1 ? '1 reply waits for staff to read.' : `${unread} replies wait for staff to read.`}
        </Alert>
      ) : null}
      {replies.length === 0 ? (
        <Typography>No replies.</Typography>
      ) : (
        <ResponsiveTable label="Patient replies" rows={replies} columns={replyColumns} rowKey={(row) => row.id} />
      )}
      <Notification message={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
