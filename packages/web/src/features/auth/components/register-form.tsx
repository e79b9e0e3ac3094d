import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES, registerFormSchema } from '@clinic/contracts';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { requiredTextField, textFieldProps } from '../../../lib/form.ts';
import { useRegister } from '../api/register.ts';

export function RegisterForm() {
  const registration = useRegister();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { full_name: '', email: '', password: '', confirm_password: '' },
  });
  const { errors } = formState;

  return (
    <Box
      component="form"
      onSubmit={handleSubmit(({ email, password, full_name }) => registration.mutate({ email, password, full_name }))}
    >
      <Stack spacing={2}>
        {registration.isError ? (
          <Alert severity="error">{errorMessage(registration.error, AUTH_MESSAGES.registrationFailed)}</Alert>
        ) : null}
        <TextField
          {...textFieldProps(register('full_name'))}
          id="full-name"
          label="Full Name"
          autoComplete="name"
          {...requiredTextField}
          error={Boolean(errors.full_name)}
          helperText={errors.full_name?.message}
        />
        <TextField
          {...textFieldProps(register('email'))}
          id="email"
          label="Email address"
          type="email"
          autoComplete="email"
          {...requiredTextField}
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
        />
        <TextField
          {...textFieldProps(register('password'))}
          id="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          {...requiredTextField}
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
        />
        <TextField
          {...textFieldProps(register('confirm_password'))}
          id="confirm-password"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...requiredTextField}
          error={Boolean(errors.confirm_password)}
          helperText={errors.confirm_password?.message}
        />
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
