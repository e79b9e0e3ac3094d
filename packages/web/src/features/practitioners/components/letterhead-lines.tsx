import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useFormContext, useWatch } from 'react-hook-form';
import { EditableRows } from '../../../components/ui/editable-rows.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import type { PractitionerFormValues } from '../lib/practitioner-form.ts';

/** The clinic address lines printed under the name on letterheads and prescriptions, one field each. */
export function LetterheadLines() {
  const { setValue, formState } = useFormContext<PractitionerFormValues>();
  const lines = useWatch<PractitionerFormValues, 'letterhead_lines'>({ name: 'letterhead_lines' });
  // An issue with the lines as a whole (too many of them), rather than with one line.
  const listErrors = formState.errors.letterhead_lines;
  const listError = listErrors?.message ?? listErrors?.root?.message;
  const change = (next: string[]) => setValue('letterhead_lines', next, { shouldDirty: true });
  return (
    <Stack spacing={1}>
      <EditableRows
        rowName="letterhead line"
        count={lines.length}
        onAdd={() => change([...lines, ''])}
        onDelete={(index) => change(lines.filter((_, position) => position !== index))}
        renderRow={(index) => (
          <FormTextField<PractitionerFormValues>
            name={`letterhead_lines.${index}`}
            label={`Letterhead line ${index + 1}`}
            fullWidth
          />
        )}
      />
      {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
    </Stack>
  );
}
