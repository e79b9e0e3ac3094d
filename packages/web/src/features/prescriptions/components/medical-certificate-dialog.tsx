import Box from '@mui/material/Box';
import {
  MEDICAL_CERTIFICATE_KINDS,
  MEDICAL_CERTIFICATE_KIND_LABELS,
  MEDICAL_CERTIFICATE_MESSAGES,
  medicalCertificateInputSchema,
  todayIsoDate,
  type MedicalCertificateFields,
  type MedicalCertificateKind,
} from '@clinic/contracts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { menuItems } from '../../../components/ui/option-items.tsx';
import { twoColumns } from '../../../components/ui/two-columns.ts';
import { useCreateMedicalCertificate } from '../api/create-medical-certificate.ts';
import { useDraftDocumentForm } from './draft-document-form.ts';

interface CertificateFormValues {
  kind: MedicalCertificateKind;
  examined_on: string;
  findings: string;
  recommendation: string;
  rest_from: string;
  rest_to: string;
  purpose: string;
}

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
  const create = useCreateMedicalCertificate(patientId);
  const contractForm = useDraftDocumentForm<CertificateFormValues, MedicalCertificateFields>({
    schema: medicalCertificateInputSchema,
    defaultValues: {
      kind: 'consultation',
      examined_on: todayIsoDate(),
      findings: '',
      recommendation: '',
      rest_from: '',
      rest_to: '',
      purpose: '',
    },
    create: create.mutateAsync,
    messages: MEDICAL_CERTIFICATE_MESSAGES,
    onSaved,
  });

  return (
    <FormDialog title="New medical certificate" contractForm={contractForm} submitLabel="Save draft" onClose={onClose}>
      <Box sx={{ ...twoColumns, mt: 1 }}>
        <FormTextField<CertificateFormValues> name="kind" label="Kind" select required>
          {menuItems(MEDICAL_CERTIFICATE_KINDS, MEDICAL_CERTIFICATE_KIND_LABELS)}
        </FormTextField>
        <FormTextField<CertificateFormValues> name="examined_on" label="Date of examination" type="date" required />
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
    </FormDialog>
  );
}
