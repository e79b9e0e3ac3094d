import { z } from 'zod';
import Alert from '@mui/material/Alert';
import { consentTemplateInputSchema, type ConsentTemplate, type ConsentTemplateInput } from '@clinic/contracts';
import { FormCheckbox } from '../../../components/ui/form-checkbox.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useContractForm } from '../../../lib/contract-form.tsx';

interface TemplateFormDialogProps {
  /** The template edited; none for a new one. */
  template?: ConsentTemplate;
  onSubmit: (input: ConsentTemplateInput) => Promise<unknown>;
  onClose: () => void;
}

/** Procedure names typed one per line, blank lines left out. */
const namesOf = (text: string) =>
  text
    .split('\n')
    .map((name) => name.trim())
    .filter(Boolean);

/** The contract's template, its procedure names typed one per line in a text box. */
const templateFormSchema = consentTemplateInputSchema.extend({
  procedure_names: z
    .string()
    .transform((text): string[] | undefined => namesOf(text))
    .pipe(consentTemplateInputSchema.shape.procedure_names),
});
type TemplateFormValues = z.input<typeof templateFormSchema>;

/** A template's title, text, the procedures that require it, and whether a witness signs; the server checks it. */
export function TemplateFormDialog({ template, onSubmit, onClose }: TemplateFormDialogProps) {
  const contractForm = useContractForm({
    schema: templateFormSchema,
    defaultValues: {
      title: template?.title ?? '',
      body: template?.body ?? '',
      procedure_names: template?.procedure_names.join('\n') ?? '',
      witness_required: template?.witness_required ?? false,
    },
    failureText: 'The template could not be saved.',
    // An issue about one of the names belongs to the box that holds them all.
    fieldOf: (location) => String(location[0]),
    guardUnsaved: true,
    onSubmit: async (input) => {
      await onSubmit(input);
      onClose();
    },
  });

  return (
    <FormDialog
      title={template ? `Edit ${template.title}` : 'New consent template'}
      contractForm={contractForm}
      submitLabel="Save template"
      onClose={onClose}
      maxWidth="md"
    >
      {template ? (
        <Alert severity="info">
          Saving makes version {template.version + 1}. Consents already signed keep the text they were signed on.
        </Alert>
      ) : null}
      <FormTextField<TemplateFormValues> name="title" label="Title" required />
      <FormTextField<TemplateFormValues>
        name="body"
        label="Consent text"
        required
        multiline
        minRows={8}
        helperText="Paragraphs separated by a blank line; # for a heading, - for a list item."
      />
      <FormTextField<TemplateFormValues>
        name="procedure_names"
        label="Procedures that require it"
        multiline
        minRows={2}
        helperText="One procedure or service name per line; case, spaces, accents and punctuation do not matter, and a longer name holding it (Botox - forehead) needs it too. Leave empty to offer it without requiring it."
      />
      <FormCheckbox<TemplateFormValues> name="witness_required" label="A witness must sign" />
    </FormDialog>
  );
}
