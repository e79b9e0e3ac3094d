import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLINIC_TIME_ZONE, REMINDER_MESSAGES, type AppointmentAnswer, type PatientLanguage } from '@clinic/contracts';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAppointmentAnswer } from '../api/get-appointment-answer.ts';
import { useAnswerAppointment } from '../api/answer-appointment.ts';

const TEXT: Record<
  PatientLanguage,
  {
    title: string;
    confirm: string;
    cancel: string;
    cancelQuestion: string;
    /** Offered before cancelling: the clinic's phone, to move the appointment instead. */
    callInstead: string;
    callInsteadWithoutPhone: string;
    cancelYes: string;
    cancelNo: string;
    confirmed: string;
    cancelled: string;
    closed: string;
    phone: string;
    locale: string;
  }
> = {
  en: {
    title: 'Your appointment',
    confirm: 'Confirm',
    cancel: 'Cancel appointment',
    cancelQuestion: 'Cancel this appointment?',
    callInstead: 'To choose another time instead, call the clinic at',
    callInsteadWithoutPhone: 'To choose another time instead, call the clinic.',
    cancelYes: 'Yes, cancel it',
    cancelNo: 'Keep my appointment',
    confirmed: 'Your appointment is confirmed. See you then!',
    cancelled: 'Your appointment is cancelled. Call the clinic to book another time.',
    closed: REMINDER_MESSAGES.noLongerOpen,
    phone: 'Phone',
    locale: 'en-PH',
  },
  fil: {
    title: 'Ang iyong appointment',
    confirm: 'Kumpirmahin',
    cancel: 'Kanselahin ang appointment',
    cancelQuestion: 'Kanselahin ang appointment na ito?',
    callInstead: 'Para pumili ng ibang oras, tumawag sa klinika sa',
    callInsteadWithoutPhone: 'Para pumili ng ibang oras, tumawag sa klinika.',
    cancelYes: 'Oo, kanselahin',
    cancelNo: 'Huwag, ituloy ang appointment',
    confirmed: 'Kumpirmado na ang iyong appointment. Hanggang sa muli!',
    cancelled: 'Kanselado na ang iyong appointment. Tumawag sa klinika para pumili ng ibang oras.',
    closed: 'Hindi na maaaring kumpirmahin o kanselahin dito ang appointment na ito.',
    phone: 'Telepono',
    locale: 'fil-PH',
  },
};

/** The clinic's phone as a link a phone dials. */
const PhoneLink = ({ phone }: { phone: string }) => (
  // A number breaks across lines nowhere: it is read and dialled whole.
  <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} sx={{ whiteSpace: 'nowrap' }}>
    {phone}
  </Link>
);

/** Asked before a cancellation: the patient may rather call the clinic to move the appointment. */
function CancelQuestion({
  appointment,
  pending,
  onCancel,
  onKeep,
}: {
  appointment: AppointmentAnswer;
  pending: boolean;
  onCancel: () => void;
  onKeep: () => void;
}) {
  const text = TEXT[appointment.language];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={2} component="section" aria-labelledby="cancel-question">
      <Typography id="cancel-question" ref={heading} tabIndex={-1} variant="h6" component="h2">
        {text.cancelQuestion}
      </Typography>
      <Typography>
        {appointment.clinic_phone ? (
          <>
            {text.callInstead} <PhoneLink phone={appointment.clinic_phone} />.
          </>
        ) : (
          text.callInsteadWithoutPhone
        )}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" color="error" size="large" disabled={pending} onClick={onCancel}>
          {text.cancelYes}
        </Button>
        <Button variant="outlined" size="large" disabled={pending} onClick={onKeep}>
          {text.cancelNo}
        </Button>
      </Stack>
    </Stack>
  );
}

function Answer({ token, appointment }: { token: string; appointment: AppointmentAnswer }) {
  const answer = useAnswerAppointment(token);
  const [askingToCancel, setAskingToCancel] = useState(false);
  const text = TEXT[appointment.language];
  const when = new Intl.DateTimeFormat(text.locale, {
    timeZone: CLINIC_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(appointment.start_datetime));
  const open = appointment.status === 'scheduled';
  const answerButton = (look: ButtonProps, label: string, onClick: () => void) => (
    <Button {...look} size="large" disabled={answer.isPending} onClick={onClick}>
      {label}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {text.title}
      </Typography>
      <Typography sx={{ fontSize: '1.25rem' }}>{when}</Typography>
      {appointment.status === 'cancelled' ? <Alert severity="warning">{text.cancelled}</Alert> : null}
      {open && appointment.confirmation === 'confirmed' ? <Alert severity="success">{text.confirmed}</Alert> : null}
      {!open && appointment.status !== 'cancelled' ? <Alert severity="info">{text.closed}</Alert> : null}
      {answer.error ? <Alert severity="error">{errorMessage(answer.error, text.closed)}</Alert> : null}
      {open && askingToCancel ? (
        <CancelQuestion
          appointment={appointment}
          pending={answer.isPending}
          onCancel={() => answer.mutate({ answer: 'cancel' })}
          onKeep={() => setAskingToCancel(false)}
        />
      ) : null}
      {open && !askingToCancel ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {appointment.confirmation !== 'confirmed'
            ? answerButton({ variant: 'contained' }, text.confirm, () => answer.mutate({ answer: 'confirm' }))
            : null}
          {answerButton({ variant: 'outlined', color: 'error' }, text.cancel, () => setAskingToCancel(true))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The clinic's name, address and phone, as its settings give them. */
function ClinicHeading({ appointment }: { appointment: AppointmentAnswer }) {
  const text = TEXT[appointment.language];
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700, color: 'primary.main' }}>
        {appointment.clinic_name}
      </Typography>
      {appointment.clinic_address ? (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {appointment.clinic_address}
        </Typography>
      ) : null}
      {appointment.clinic_phone ? (
        <Typography variant="body2" color="text.secondary">
          {text.phone}: <PhoneLink phone={appointment.clinic_phone} />
        </Typography>
      ) : null}
    </Box>
  );
}

/** /a/{token}: the page a reminder links to, for the patient, without signing in. */
export function AppointmentAnswerPage({ token }: { token: string }) {
  const appointment = useAppointmentAnswer(token);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, py: 4 }}>
      <DocumentTitle title="Your appointment" />
      <Paper sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 4 } }}>
        {appointment.isPending ? <CircularProgress aria-label="Loading your appointment" /> : null}
        {appointment.error ? (
          <Alert severity="error">{errorMessage(appointment.error, REMINDER_MESSAGES.linkNotFound)}</Alert>
        ) : null}
        {appointment.data ? (
          <>
            <ClinicHeading appointment={appointment.data} />
            <Answer token={token} appointment={appointment.data} />
          </>
        ) : null}
      </Paper>
    </Box>
  );
}
