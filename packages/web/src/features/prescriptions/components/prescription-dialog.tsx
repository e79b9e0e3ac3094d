import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PRESCRIPTION_MESSAGES, prescriptionInputSchema, type PrescriptionFields } from '@clinic/contracts';
import { useFieldArray } from 'react-hook-form';
import { FormCheckbox } from '../../../components/ui/form-checkbox.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { twoColumns } from '../../../components/ui/two-columns.ts';
import { useCreatePrescription } from '../api/create-prescription.ts';
import { useDraftDocumentForm } from './draft-document-form.ts';
import { GenericNameField } from './generic-name-field.tsx';
import { emptyItem, type PrescriptionFormValues } from './prescription-form-values.ts';

interface PrescriptionDialogProps {
  patientId: number;
  /** The procedure it is written from, when it is. */
  procedureId?: number | undefined;
  onClose: () => void;
  onSaved: (text: string) => void;
}

/** A new prescription: one or more items, saved as a draft the doctor then signs. */
export function PrescriptionDialog({ patientId, procedureId, onClose, onSaved }: PrescriptionDialogProps) {
  const create = useCreatePrescription(patientId);
  const contractForm = useDraftDocumentForm<PrescriptionFormValues, PrescriptionFields>({
    schema: prescriptionInputSchema,
    defaultValues: { items: [emptyItem()], procedure_id: procedureId ?? null },
    create: create.mutateAsync,
    messages: PRESCRIPTION_MESSAGES,
    onSaved,
  });
  const items = useFieldArray({ control: contractForm.form.control, name: 'items' });

  return (
    <FormDialog
      title="New prescription"
      contractForm={contractForm}
      submitLabel="Save draft"
      onClose={onClose}
      maxWidth="md"
    >
      {items.fields.map((field, index) => (
        <Paper
          key={field.id}
          component="fieldset"
          variant="outlined"
          sx={{ p: 2, m: 0, display: 'grid', gap: 2, minWidth: 0 }}
        >
          <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
            Item {index + 1}
          </Typography>
          <Box sx={twoColumns}>
            <GenericNameField index={index} />
            <FormTextField<PrescriptionFormValues> name={`items.${index}.brand`} label="Brand" />
            <FormTextField<PrescriptionFormValues>
              name={`items.${index}.strength`}
              label="Strength"
              required
              helperText="For example 500 mg"
            />
            <FormTextField<PrescriptionFormValues>
              name={`items.${index}.form`}
              label="Dosage form"
              required
              helperText="For example tablet, capsule, cream"
            />
            <FormTextField<PrescriptionFormValues>
              name={`items.${index}.quantity`}
              label="Quantity"
              required
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <FormTextField<PrescriptionFormValues>
              name={`items.${index}.refills`}
              label="Refills"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Box>
          <FormTextField<PrescriptionFormValues>
            name={`items.${index}.sig`}
            label="Directions (sig)"
            required
            multiline
            minRows={2}
          />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <FormCheckbox<PrescriptionFormValues>
              name={`items.${index}.dangerous_drug`}
              label="Dangerous drug (needs your S2 licence)"
            />
            {items.fields.length > 1 ? (
              <Button color="error" onClick={() => items.remove(index)}>
                Remove item {index + 1}
              </Button>
            ) : null}
          </Box>
        </Paper>
      ))}
      <Box>
        <Button onClick={() => items.append(emptyItem())}>Add item</Button>
      </Box>
    </FormDialog>
  );
}
