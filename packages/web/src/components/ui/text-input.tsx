import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'error'> {
  id: string;
  label: string;
  helperText?: ReactNode;
  error?: boolean;
}

/**
 * An outlined text field that looks, and reads to screen readers, like MUI's TextField, made of the
 * same parts without the select menu TextField always brings along, for the sign-in code step,
 * which should load little. A required input keeps its label as written (no asterisk).
 */
export function TextInput({ id, label, helperText, error, ...input }: TextInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperId} {...input} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
