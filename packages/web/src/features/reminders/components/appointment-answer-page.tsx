import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
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
    confirmed: string;
    cancelled: string;
    closed: string;
    locale: string;
  }
> = {
  en: {
    title: 'Your appointment',
    confirm: 'Confirm',
    cancel: 'Cancel appointment',
    confirmed: 'Your appointment is confirmed. See you then!',
    cancelled: 'Your appointment is cancelled. Call the clinic to book another time.',
    closed: REMINDER_MESSAGES.noLongerOpen,
    locale: 'en-PH',
  },
  fil: {
    title: 'Ang iyong appointment',
    confirm: 'Kumpirmahin',
    cancel: 'Kanselahin ang appointment',
    confirmed: 'Kumpirmado na ang iyong appointment. Hanggang sa muli!',
    cancelled: 'Kanselado na ang iyong appointment. Tumawag sa klinika para pumili ng ibang oras.',
    closed: 'Hindi na maaaring kumpirmahin o kanselahin dito ang appointment na ito.',
    locale: 'fil-PH',
  },
};

function Answer({ token, appointment }: { token: string; appointment: AppointmentAnswer }) {
  const answer = useAnswerAppointment(token);
  const text = TEXT[appointment.language];
  const when = new Intl.DateTimeFormat(text.locale, {
    timeZone: CLINIC_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(appointment.start_datetime));
  const open = appointment.status === 'scheduled';
  const answerButton = (choice: 'confirm' | 'cancel', look: ButtonProps) => (
    <Button {...look} size="large" disabled={answer.isPending} onClick={() => answer.mutate({ answer: choice })}>
      {text[choice]}
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
      {open ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {appointment.confirmation !== 'confirmed' ? answerButton('confirm', { variant: 'contained' }) : null}
          {answerButton('cancel', { variant: 'outlined', color: 'error' })}
        </Stack>
      ) : null}
    </Stack>
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
            <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
              {appointment.data.clinic_name}
            </Typography>
            <Answer token={token} appointment={appointment.data} />
          </>
        ) : null}
      </Paper>
    </Box>
  );
}
