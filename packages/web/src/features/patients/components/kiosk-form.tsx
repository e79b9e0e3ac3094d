import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useController, useForm } from 'react-hook-form';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { emptyKioskForm, kioskFormSchema, type KioskFormValues, type KioskSubmission } from '../lib/kiosk-form.ts';
import { patientResolver } from '../lib/patient-resolver.ts';
import { LifestyleFields, MedicalHistoryAndAllergyFields, PregnancyField } from './fields/medical-fields.tsx';
import { PatientField, PatientFieldSize } from './fields/patient-field.tsx';
import { BasicFields, ContactSections } from './fields/personal-fields.tsx';

interface KioskFormProps {
  onSubmit: (submission: KioskSubmission) => Promise<void>;
  error?: string;
}

function PrivacyConsent() {
  const { field, fieldState } = useController<KioskFormValues, 'privacy_consent'>({ name: 'privacy_consent' });
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        The clinic collects the information on this form to register you as a patient and to care for you. It is kept
        confidential, seen only by authorised clinic staff, and handled under the Data Privacy Act of 2012 (Republic Act
        No. 10173). You may ask the clinic to see or correct your information at any time.
      </Typography>
      <FormControlLabel
        label="I have read the data privacy notice and agree to the clinic keeping my information"
        control={
          <Checkbox
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            sx={{ '& .MuiSvgIcon-root': { fontSize: 36 } }}
          />
        }
      />
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </>
  );
}

/**
 * The patient's own intake: the New Patient form's fields and rules on the parts a patient can
 * answer, in touch size.
 */
export function KioskForm({ onSubmit, error }: KioskFormProps) {
  const form = useForm<KioskFormValues, unknown, KioskSubmission>({
    mode: 'onTouched',
    defaultValues: emptyKioskForm(),
    resolver: patientResolver(kioskFormSchema),
  });
  const { isSubmitting } = form.formState;

  return (
    <FormProvider {...form}>
      <PatientFieldSize value="medium">
        <Stack
          component="form"
          noValidate
          spacing={3}
          onSubmit={form.handleSubmit(onSubmit)}
          aria-label="Patient Registration"
        >
          <FormSection title="About You">
            <BasicFields showAge={false}>
              <PatientField name="occupation" label="Occupation" />
            </BasicFields>
          </FormSection>
          <ContactSections />
          <FormSection title="Health Information">
            <MedicalHistoryAndAllergyFields />
            <Stack spacing={2} sx={{ mt: 3 }}>
              <LifestyleFields />
              <PregnancyField hideUnlessFemale />
            </Stack>
          </FormSection>
          <FormSection title="Data Privacy Notice">
            <PrivacyConsent />
          </FormSection>
          {error && <Alert severity="error">{error}</Alert>}
          <Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={isSubmitting}
              sx={{ px: 6, py: 2, fontSize: '1.25rem' }}
            >
              {isSubmitting ? 'Submitting...' : 'Submit'}
            </Button>
          </Box>
        </Stack>
      </PatientFieldSize>
    </FormProvider>
  );
}
