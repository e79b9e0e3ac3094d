import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  MEDICAL_CERTIFICATE_KINDS,
  MEDICAL_CERTIFICATE_KIND_LABELS,
  MEDICAL_CERTIFICATE_MESSAGES,
  medicalCertificateInputSchema,
  todayIsoDate,
  type MedicalCertificateFields,
  type MedicalCertificateKind,
} from '@clinic/contracts';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { menuItems } from '../../../components/ui/option-items.tsx';
import { SaveErrorAlert, type SaveError } from '../../../components/ui/save-error-alert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useCreateMedicalCertificate } from '../api/create-medical-certificate.ts';

interface CertificateFormValues {
  kind: MedicalCertificateKind;
  examined_on: string;
  findings: string;
  recommendation: string;
  rest_from: string;
  rest_to: string;
  purpose: string;
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** A certificate of consultation or fitness, saved as a draft the doctor then signs. */
export function MedicalCertificateDialog({
  patientId,
  onClose,
  onSaved,
}: {
  patientId: number;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const titleId = useId();
  const form = useForm<CertificateFormValues, unknown, MedicalCertificateFields>({
    defaultValues: {
      kind: 'consultation',
      examined_on: todayIsoDate(),
      findings: '',
      recommendation: '',
      rest_from: '',
      rest_to: '',
      purpose: '',
    },
    resolver: zodResolver(medicalCertificateInputSchema) as unknown as Resolver<
      CertificateFormValues,
      unknown,
      MedicalCertificateFields
    >,
  });
  const create = useCreateMedicalCertificate(patientId);
  const [refusal, setRefusal] = useState<SaveError | null>(null);
  const submit = form.handleSubmit(async (fields) => {
    setRefusal(null);
    try {
      await create.mutateAsync(fields);
      onSaved(MEDICAL_CERTIFICATE_MESSAGES.created);
    } catch (error) {
      if (showServerFieldErrors(error, form.setError) === 0)
        setRefusal({ text: errorMessage(error, MEDICAL_CERTIFICATE_MESSAGES.createFailed) });
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle id={titleId}>New medical certificate</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <Box sx={{ ...twoColumns, mt: 1 }}>
              <FormTextField<CertificateFormValues> name="kind" label="Kind" select required>
                {menuItems(MEDICAL_CERTIFICATE_KINDS, MEDICAL_CERTIFICATE_KIND_LABELS)}
              </FormTextField>
              <FormTextField<CertificateFormValues>
                name="examined_on"
                label="Date of examination"
                type="date"
                required
              />
            </Box>
            <FormTextField<CertificateFormValues>
              name="findings"
              label="Findings or diagnosis"
              required
              multiline
              minRows={2}
            />
            <FormTextField<CertificateFormValues>
              name="recommendation"
              label="Recommendation"
              required
              multiline
              minRows={2}
            />
            <Box sx={twoColumns}>
              <FormTextField<CertificateFormValues> name="rest_from" label="Rest from" type="date" />
              <FormTextField<CertificateFormValues> name="rest_to" label="Rest to" type="date" />
            </Box>
            <FormTextField<CertificateFormValues>
              name="purpose"
              label="Purpose"
              required
              helperText="For example: work excuse, school, employment"
            />
            <SaveErrorAlert error={refusal} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              Save draft
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
