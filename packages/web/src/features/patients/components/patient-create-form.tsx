import { useState } from 'react';
import { checkAttachmentFiles, createPatientInputSchema, type CreatePatientInput } from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormProvider, useForm } from 'react-hook-form';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { useUnsavedChangesWarning } from '../../../components/ui/unsaved-changes.tsx';
import { emptyPatientForm, type PatientFormValues } from '../lib/patient-form-values.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { patientResolver } from '../lib/patient-resolver.ts';
import { AttachmentPicker } from './attachment-picker.tsx';
import { MISSING_FIELDS_ID, MissingFields } from './missing-fields.tsx';
import { AdditionalFields, BasicFields, ContactSections } from './fields/personal-fields.tsx';
import {
  InitialConsultationFields,
  LifestyleFields,
  MedicalHistoryAndAllergyFields,
  PregnancyField,
  ReferralFields,
} from './fields/medical-fields.tsx';
import { FollowUpRows, MedicationRows, SurgeryRows } from './fields/row-fields.tsx';
import { Subheading } from './fields/subheading.tsx';
import { DisabledReason } from '../../../components/ui/disabled-reason.tsx';

interface PatientCreateFormProps {
  /** Creates the patient; a rejection with the API's validation issues puts each under its field. */
  onSubmit: (patient: CreatePatientInput, files: File[]) => Promise<void>;
  onCancel: () => void;
  /** Why the last submission failed, in the spec's words. */
  error?: string;
}

/** The new-patient intake form; Create Patient is enabled only while every rule passes. */
export function PatientCreateForm({ onSubmit, onCancel, error }: PatientCreateFormProps) {
  const form = useForm<PatientFormValues, unknown, CreatePatientInput>({
    mode: 'onTouched',
    defaultValues: emptyPatientForm(),
    resolver: patientResolver(createPatientInputSchema),
  });
  const [files, setFiles] = useState<File[]>([]);
  const fileProblems = checkAttachmentFiles(files, { mode: 'create' });
  const { isValid, isSubmitting, isDirty } = form.formState;
  const unsavedChanges = useUnsavedChangesWarning(isDirty || files.length > 0);

  const submit = form.handleSubmit(async (patient) => {
    const askAgain = unsavedChanges.allowNavigation();
    try {
      await onSubmit(patient, files);
    } catch (error) {
      // The screen shows the spec's message; each validation issue also goes under its field.
      showServerFieldErrors(error, form.setError);
    } finally {
      askAgain();
    }
  });

  function cancel() {
    // Cancel is the user's own choice to discard the form, so it is not questioned.
    unsavedChanges.allowNavigation();
    onCancel();
  }

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label="New Patient">
        <FormSection title="Basic Information">
          <BasicFields />
        </FormSection>
        <ContactSections />
        <FormSection title="Medical Information">
          <MedicalHistoryAndAllergyFields />
          <Subheading>Lifestyle</Subheading>
          <LifestyleFields />
          <Subheading>Female-Specific</Subheading>
          <PregnancyField />
          <Subheading>Current Medications</Subheading>
          <MedicationRows />
          <Subheading>Surgical History</Subheading>
          <SurgeryRows />
          <Subheading>Initial Consultation</Subheading>
          <InitialConsultationFields />
          <Subheading>Follow-up Consultations</Subheading>
          <FollowUpRows />
          <Subheading>Attachments</Subheading>
          <AttachmentPicker files={files} problems={fileProblems} onChange={setFiles} />
        </FormSection>
        <FormSection title="Referral Source">
          <ReferralFields />
        </FormSection>
        <FormSection title="Additional Information">
          <AdditionalFields />
        </FormSection>
        {error && <Alert severity="error">{error}</Alert>}
        <MissingFields schema={createPatientInputSchema} />
        <Stack direction="row" spacing={2}>
          <DisabledReason
            reason={
              !isValid
                ? 'Fill in the required fields first.'
                : fileProblems.length > 0 && 'Remove the files that cannot be attached first.'
            }
          >
            <Button
              type="submit"
              variant="contained"
              disabled={!isValid || fileProblems.length > 0 || isSubmitting}
              aria-describedby={isValid ? undefined : MISSING_FIELDS_ID}
            >
              {isSubmitting ? 'Submitting...' : 'Create Patient'}
            </Button>
          </DisabledReason>
          <Button variant="outlined" onClick={cancel} disabled={isSubmitting}>
            Cancel
          </Button>
        </Stack>
      </Stack>
      {unsavedChanges.dialog}
    </FormProvider>
  );
}
