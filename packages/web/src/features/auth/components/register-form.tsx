import { useForm } from 'react-hook-form';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES, registerFormSchema } from '@clinic/contracts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { requiredTextField, textFieldProps } from '../../../lib/form.ts';
import { useRegister } from '../api/register.ts';

/** The form's inputs, all required; each shows its own rule's message under it. */
const FIELDS = [
  { name: 'full_name', id: 'full-name', label: 'Full Name', autoComplete: 'name' },
  { name: 'email', id: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
  { name: 'password', id: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirm_password',
    id: 'confirm-password',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
  },
] as const;

export function RegisterForm() {
  const registration = useRegister();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { full_name: '', email: '', password: '', confirm_password: '' },
  });
  const { errors } = formState;

  return (
    <Box
      component="form"
      onSubmit={handleSubmit(({ email, password, full_name }) =>
        registration.mutate(
          { email, password, full_name },
          { onError: (error) => showServerFieldErrors(error, setError) },
        ),
      )}
    >
      <Stack spacing={2}>
        <ErrorAlert error={registration.error} fallback={AUTH_MESSAGES.registrationFailed} />
        {FIELDS.map(({ name, ...field }) => (
          <TextField
            key={name}
            {...textFieldProps(register(name))}
            {...field}
            {...requiredTextField}
            error={Boolean(errors[name])}
            helperText={errors[name]?.message}
          />
        ))}
        <Button type="submit" variant="contained" size="large" disabled={registration.isPending}>
          Register
        </Button>
        <Typography variant="body2">
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login.href()}>
            Sign in
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
