import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PRACTITIONER_MESSAGES,
  practitionerInputSchema,
  type Practitioner,
  type PractitionerFields,
} from '@clinic/contracts';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { FormCheckbox } from '../../../components/ui/form-checkbox.tsx';
import { twoColumns } from '../../../components/ui/two-columns.ts';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { SaveErrorAlert, type SaveError } from '../../../components/ui/save-error-alert.tsx';
import { useUnsavedChangesWarning } from '../../../components/ui/unsaved-changes.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useUpdatePractitioner } from '../api/update-practitioner.ts';
import { practitionerFormValues, type PractitionerFormValues } from '../lib/practitioner-form.ts';
import { LetterheadLines } from './letterhead-lines.tsx';
import { SignatureInput } from './signature-input.tsx';

interface PractitionerProfileFormProps {
  profile: Practitioner;
  /** An administrator may put a user who is not a DOCTOR on the roster. */
  canMark: boolean;
}

/** A practitioner's printed name, licences, letterhead and signature, checked as the server checks them. */
export function PractitionerProfileForm({ profile, canMark }: PractitionerProfileFormProps) {
  const form = useForm<PractitionerFormValues, unknown, PractitionerFields>({
    defaultValues: practitionerFormValues(profile),
    resolver: zodResolver(practitionerInputSchema) as unknown as Resolver<
      PractitionerFormValues,
      unknown,
      PractitionerFields
    >,
    mode: 'onBlur',
  });
  const save = useUpdatePractitioner(profile.user_id);
  const [saved, setSaved] = useState(false);
  // Each save starts a new signature pad, so a drawing just saved does not stay on it.
  const [saves, setSaves] = useState(0);
  const [refusal, setRefusal] = useState<SaveError | null>(null);
  const unsaved = useUnsavedChangesWarning(form.formState.isDirty);

  const submit = form.handleSubmit(async (fields) => {
    setRefusal(null);
    setSaved(false);
    try {
      form.reset(practitionerFormValues(await save.mutateAsync(fields)));
      setSaved(true);
      setSaves((count) => count + 1);
    } catch (error) {
      if (showServerFieldErrors(error, form.setError) === 0)
        setRefusal({ text: errorMessage(error, PRACTITIONER_MESSAGES.saveFailed) });
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" spacing={3} noValidate onSubmit={(event) => void submit(event)} sx={{ maxWidth: 960 }}>
        <FormSection title="Name as printed">
          <Stack spacing={2}>
            <FormTextField<PractitionerFormValues>
              name="printed_name"
              label="Printed name"
              required
              helperText='With the title, as on a prescription: "Dr. Maria Reyes, FPDS"'
            />
            <FormTextField<PractitionerFormValues> name="specialty" label="Specialty" />
            {canMark && profile.role !== 'DOCTOR' ? (
              <FormCheckbox<PractitionerFormValues>
                name="is_practitioner"
                label="On the roster as a practitioner (offered as a procedure's doctor)"
              />
            ) : null}
          </Stack>
        </FormSection>
        <FormSection title="Licences">
          <Box sx={twoColumns}>
            <FormTextField<PractitionerFormValues>
              name="prc_number"
              label="PRC licence number"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <FormTextField<PractitionerFormValues> name="prc_valid_until" label="PRC licence valid until" type="date" />
            <FormTextField<PractitionerFormValues> name="ptr_number" label="PTR number" />
            <FormTextField<PractitionerFormValues>
              name="ptr_year"
              label="PTR year"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              helperText="A PTR is valid to the end of its year"
            />
            <FormTextField<PractitionerFormValues>
              name="s2_number"
              label="S2 licence number"
              helperText="Only for prescribing dangerous drugs"
            />
          </Box>
        </FormSection>
        <FormSection title="Letterhead">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            The clinic address lines printed under the name on letterheads and prescriptions.
          </Typography>
          <LetterheadLines />
        </FormSection>
        <FormSection title="Signature">
          <SignatureInput key={saves} />
        </FormSection>
        <SaveErrorAlert error={refusal} />
        {saved && !form.formState.isDirty ? (
          <Alert severity="success" role="status">
            {PRACTITIONER_MESSAGES.saved}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving...' : 'Save profile'}
          </Button>
        </Box>
      </Stack>
      {unsaved.dialog}
    </FormProvider>
  );
}
