import Alert from '@mui/material/Alert';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SOAP_SECTIONS, noteTemplateInputSchema, type NoteTemplate, type NoteTemplateInput } from '@clinic/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { EditableRows } from '../../../components/ui/editable-rows.tsx';
import { EditingDialog, useEditingForm } from '../../../components/ui/editing-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';

interface TemplateFormValues {
  name: string;
  sections: string[];
  procedure_names: string[];
}

/** A list of one-line texts, one field each: the template's section titles or its procedure names. */
function TextRows({ name, rowName }: { name: 'sections' | 'procedure_names'; rowName: string }) {
  const { setValue, formState } = useFormContext<TemplateFormValues>();
  const rows = useWatch<TemplateFormValues, typeof name>({ name });
  const listErrors = formState.errors[name];
  const listError = listErrors?.message ?? listErrors?.root?.message;
  const change = (next: string[]) => setValue(name, next, { shouldDirty: true });
  return (
    <Stack spacing={1}>
      <EditableRows
        rowName={rowName}
        count={rows.length}
        onAdd={() => change([...rows, ''])}
        onDelete={(index) => change(rows.filter((_, position) => position !== index))}
        renderRow={(index) => (
          <FormTextField<TemplateFormValues>
            name={`${name}.${index}`}
            label={`${rowName.charAt(0).toUpperCase()}${rowName.slice(1)} ${index + 1}`}
            fullWidth
          />
        )}
      />
      {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
    </Stack>
  );
}

/** A note template's name, sections in order, and the procedure names that open it; checked as the server checks it. */
export function NoteTemplateDialog({
  template,
  onSubmit,
  onClose,
  onSaved,
}: {
  template: NoteTemplate | undefined;
  onSubmit: (input: NoteTemplateInput) => Promise<NoteTemplate>;
  onClose: () => void;
  onSaved: (saved: NoteTemplate) => void;
}) {
  const editing = useEditingForm<TemplateFormValues>({
    schema: noteTemplateInputSchema,
    defaultValues: {
      name: template?.name ?? '',
      sections: template?.sections ?? [...SOAP_SECTIONS],
      // An empty row to type into; blank rows are left out on saving.
      procedure_names: template && template.procedure_names.length > 0 ? template.procedure_names : [''],
    },
    failureText: 'The template could not be saved.',
  });
  const submit = editing.form.handleSubmit((values) =>
    editing.save(() => onSubmit({ ...values, procedure_names: values.procedure_names.filter(Boolean) }), onSaved),
  );

  return (
    <EditingDialog
      title={template ? `Edit ${template.name}` : 'New note template'}
      editing={editing}
      onSubmit={submit}
      submitLabel="Save template"
      onClose={onClose}
      notice={
        template ? (
          <Alert severity="info">Notes already begun on this template keep the sections they began with.</Alert>
        ) : null
      }
    >
      <FormTextField<TemplateFormValues> name="name" label="Name" required />
      <Typography variant="subtitle1" component="h3">
        Sections, in the order a note shows them
      </Typography>
      <TextRows name="sections" rowName="section" />
      <Typography variant="subtitle1" component="h3">
        Procedures that open it
      </Typography>
      <Typography variant="body2" color="text.secondary">
        A procedure whose name holds one of these (Botox opens for “Botox - forehead”) begins its notes on this
        template; case, spaces and accents do not matter.
      </Typography>
      <TextRows name="procedure_names" rowName="procedure name" />
    </EditingDialog>
  );
}
