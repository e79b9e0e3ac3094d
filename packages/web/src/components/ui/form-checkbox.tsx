import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormCheckboxProps<Values extends FieldValues> {
  name: FieldPath<Values>;
  label: string;
  disabled?: boolean;
}

/** A labelled checkbox bound to the surrounding react-hook-form. */
export function FormCheckbox<Values extends FieldValues>({ name, label, disabled }: FormCheckboxProps<Values>) {
  const { field } = useController<Values>({ name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
