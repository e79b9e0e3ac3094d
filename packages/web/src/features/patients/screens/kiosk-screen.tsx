import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCreatePatient } from '../api/create-patient.ts';
import { KioskForm } from '../components/kiosk-form.tsx';
import { KIOSK_MESSAGES, KIOSK_RESET_DELAY_MS, toPatientInput, type KioskSubmission } from '../lib/kiosk-form.ts';

/**
 * Self-registration for KIOSK accounts, inside the kiosk layout (full screen, Logout for staff). It
 * only ever creates patients, never reads them.
 */
export function KioskScreen() {
  const registration = useCreatePatient({ forgetAnswer: true });
  // A new key mounts a brand-new form: no field, error or touched state of the last patient survives.
  const [visit, setVisit] = useState(0);
  const [thanking, setThanking] = useState(false);

  const nextPatient = () => {
    registration.reset();
    setThanking(false);
    setVisit((current) => current + 1);
  };

  useEffect(() => {
    if (!thanking) return;
    const timer = window.setTimeout(nextPatient, KIOSK_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
    // nextPatient only sets state; the timer restarts only when a thank-you begins.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [thanking]);

  const submit = async (submission: KioskSubmission) => {
    try {
      await registration.mutateAsync({ patient: toPatientInput(submission) });
      setThanking(true);
    } catch {
      // Shown below the form; what the patient typed stays so they can try again.
    }
  };

  return (
    <Box sx={{ fontSize: '1.15rem', '& .MuiInputBase-input': { fontSize: '1.2rem' } }}>
      <DocumentTitle title="Patient Registration" />
      <Typography variant="h4" component="h1" sx={{ textAlign: 'center', mt: 2 }}>
        Patient Registration
      </Typography>
      <Container maxWidth="md" sx={{ py: 4 }}>
        {thanking ? (
          <Paper role="status" sx={{ p: 6, textAlign: 'center' }}>
            <Stack spacing={3} sx={{ alignItems: 'center' }}>
              <Typography variant="h3" component="h2">
                Thank you!
              </Typography>
              <Typography variant="h6" component="p">
                Your information has been received. Please take a seat; our staff will call you shortly.
              </Typography>
              <Button variant="outlined" size="large" onClick={nextPatient}>
                Start a new registration
              </Button>
            </Stack>
          </Paper>
        ) : (
          <>
            <Typography variant="h6" component="p" sx={{ mb: 3 }}>
              Welcome! Please fill in your details. Fields marked * are required.
            </Typography>
            <KioskForm
              key={visit}
              onSubmit={submit}
              error={registration.isError ? errorMessage(registration.error, KIOSK_MESSAGES.submitFailed) : undefined}
            />
          </>
        )}
      </Container>
    </Box>
  );
}
