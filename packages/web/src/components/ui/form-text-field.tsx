import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<Values extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  name: FieldPath<Values>;
  /** Rewrites what is typed before it reaches the form, e.g. keeping only a phone's digits. */
  transform?: (value: string) => string;
};

/** A text field (or native select) bound to the surrounding react-hook-form, showing its error. */
export function FormTextField<Values extends FieldValues>({
  name,
  transform,
  helperText,
  ...props
}: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController<Values>({ name });
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
