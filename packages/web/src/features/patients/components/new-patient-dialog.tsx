import {
  createPatientInputSchema,
  normalisePhone,
  PATIENT_MESSAGES,
  type CreatePatientInput,
  type Patient,
} from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm } from 'react-hook-form';
import { PATIENT_FIELD_LABELS } from '../../../components/ui/patient-labels.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useCreatePatient } from '../api/create-patient.ts';
import { emptyPatientForm, type PatientFormValues } from '../lib/patient-form-values.ts';
import { patientResolver } from '../lib/patient-resolver.ts';
import { BasicFields } from './fields/personal-fields.tsx';
import { PatientField } from './fields/patient-field.tsx';

interface NewPatientDialogProps {
  onRegistered: (patient: Patient) => void;
  onCancel: () => void;
}

/**
 * The front desk's registration of a patient who calls or walks in: the required fields and a way
 * to reach them; the rest of the intake is completed on the profile later.
 */
export function NewPatientDialog({ onRegistered, onCancel }: NewPatientDialogProps) {
  const createPatient = useCreatePatient();
  const form = useForm<PatientFormValues, unknown, CreatePatientInput>({
    mode: 'onTouched',
    defaultValues: emptyPatientForm(),
    resolver: patientResolver(createPatientInputSchema),
  });

  const submit = form.handleSubmit(async (patient) => {
    try {
      onRegistered(await createPatient.mutateAsync({ patient }));
    } catch (error) {
      showServerFieldErrors(error, form.setError);
    }
  });

  return (
    <Dialog open onClose={onCancel} aria-labelledby="new-patient-title" fullWidth maxWidth="md">
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} aria-labelledby="new-patient-title">
          <DialogTitle id="new-patient-title">New patient</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              The rest of the intake can be completed on the patient's profile.
            </Typography>
            <BasicFields>
              <PatientField
                name="phone_primary"
                label={PATIENT_FIELD_LABELS.phone_primary}
                type="tel"
                transform={normalisePhone}
              />
              <PatientField name="email" label={PATIENT_FIELD_LABELS.email} type="email" />
            </BasicFields>
            {createPatient.isError ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorMessage(createPatient.error, PATIENT_MESSAGES.createFailed)}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              Register patient
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
