import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUTH_MESSAGES, type LoginInput } from '@clinic/contracts';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { requiredTextField, textFieldProps } from '../../../lib/form.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useLogin } from '../api/login.ts';

export function LoginForm() {
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: lazyZodResolver(() =>
      import('../../../lib/session-schemas.ts').then((contracts) => contracts.loginInputSchema),
    ),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = formState;

  return (
    <Box component="form" onSubmit={handleSubmit((input) => login.mutate(input))}>
      <Stack spacing={2}>
        {login.isError ? <Alert severity="error">{errorMessage(login.error, AUTH_MESSAGES.loginFailed)}</Alert> : null}
        <TextField
          {...textFieldProps(register('username'))}
          id="email"
          label="Email address"
          type="email"
          autoComplete="email"
          {...requiredTextField}
          error={Boolean(errors.username)}
          helperText={errors.username?.message}
        />
        <TextField
          {...textFieldProps(register('password'))}
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          {...requiredTextField}
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
          Sign in
        </Button>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
          <Link component={RouterLink} to={paths.forgotPassword.href()}>
            Forgot your password?
          </Link>
          <Link component={RouterLink} to={paths.register.href()}>
            Create an account
          </Link>
        </Box>
      </Stack>
    </Box>
  );
}
