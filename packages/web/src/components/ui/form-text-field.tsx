import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<Values extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  name: FieldPath<Values>;
  /** Rewrites what is typed before it reaches the form, e.g. keeping only a phone's digits. */
  transform?: (value: string) => string;
};

/** Inputs that show their own placeholder (mm/dd/yyyy): their label sits above them from the start. */
const LABEL_ABOVE_TYPES = new Set(['date', 'datetime-local']);

/**
 * A text field (or native select) bound to the surrounding react-hook-form, showing its error. A
 * date or date-and-time field keeps its label above the input unless given slot props of its own.
 */
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
      slotProps={
        props.slotProps ?? (LABEL_ABOVE_TYPES.has(props.type ?? '') ? { inputLabel: { shrink: true } } : undefined)
      }
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
