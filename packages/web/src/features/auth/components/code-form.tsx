import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { MAX_TWO_FACTOR_CODE_LENGTH } from '@clinic/contracts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { TextInput, type TextInputProps } from '../../../components/ui/text-input.tsx';

interface CodeFieldProps extends Pick<TextInputProps, 'autoFocus' | 'disabled'> {
  id: string;
  label: string;
  helperText: string;
  /** Only the app's digits are asked (no recovery code): phones then offer a number pad. */
  digitsOnly?: boolean;
  /** A recovery code is typed as it is: no capital letter first, no spelling marks. */
  typedAsIs?: boolean;
}

/**
 * The required `code` input of a two-factor form. Built on the light text input, so the sign-in
 * code step, which uses it too, does not load MUI's TextField.
 */
function CodeField({ digitsOnly = false, typedAsIs = false, ...field }: CodeFieldProps) {
  return (
    <TextInput
      {...field}
      name="code"
      autoComplete="one-time-code"
      required
      inputProps={{
        maxLength: MAX_TWO_FACTOR_CODE_LENGTH,
        ...(digitsOnly ? { inputMode: 'numeric' } : {}),
        ...(typedAsIs ? { autoCapitalize: 'none', spellCheck: false } : {}),
      }}
    />
  );
}

interface CodeFormProps {
  /** The form's fields, read when it is sent. */
  onSubmit: (form: FormData) => void;
  /** The last send's error, told in the server's words or `fallback`. */
  error: unknown;
  fallback: string;
  code: CodeFieldProps;
  /** What follows the code: options and the buttons. */
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A form that asks for a two-factor code: why the last try failed, the code, then the form's own parts. */
export function CodeForm({ onSubmit, error, fallback, code, children, sx }: CodeFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
  };
  return (
    <Box component="form" onSubmit={submit} sx={sx}>
      <Stack spacing={2}>
        <ErrorAlert error={error} fallback={fallback} />
        <CodeField {...code} />
        {children}
      </Stack>
    </Box>
  );
}
