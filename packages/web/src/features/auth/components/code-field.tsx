import TextField from '@mui/material/TextField';
import { MAX_TWO_FACTOR_CODE_LENGTH } from '@clinic/contracts';

interface CodeFieldProps {
  id: string;
  label: string;
  helperText: string;
  /** Only the app's digits are asked (no recovery code): phones then offer a number pad. */
  digitsOnly?: boolean;
}

/** The required `code` input of a two-factor form on the account screen. */
export function CodeField({ id, label, helperText, digitsOnly = false }: CodeFieldProps) {
  return (
    <TextField
      id={id}
      name="code"
      label={label}
      helperText={helperText}
      autoComplete="one-time-code"
      required
      slotProps={{
        inputLabel: { required: false },
        htmlInput: { maxLength: MAX_TWO_FACTOR_CODE_LENGTH, ...(digitsOnly ? { inputMode: 'numeric' } : {}) },
      }}
    />
  );
}
