import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AUTH_MESSAGES,
  INVITATION_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  resetPasswordFormSchema,
} from '@clinic/contracts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { textFieldProps } from '../../../lib/form.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { PasswordField } from './password-field.tsx';

/** The spec's pause on the success message before going to sign-in. */
export const RESET_REDIRECT_DELAY_MS = 3000;

const FIELDS = [
  { name: 'newPassword', id: 'new-password', label: 'New Password', helper: RESET_PASSWORD_MESSAGES.helper },
  { name: 'confirmPassword', id: 'confirm-new-password', label: 'Confirm New Password', helper: undefined },
] as const;

/** Sets a new password from a reset link, or the first one from an invitation (`invitation`). */
export function ResetPasswordForm({ token, invitation = false }: { token: string | null; invitation?: boolean }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => void navigate(paths.login.href()), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (!token) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{RESET_PASSWORD_MESSAGES.invalidLink}</Alert>
        <Link component={RouterLink} to={paths.forgotPassword.href()}>
          Request a new reset link
        </Link>
      </Stack>
    );
  }

  if (reset.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {reset.data}
        <Typography variant="body2">{RESET_PASSWORD_MESSAGES.redirecting}</Typography>
      </Alert>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(({ newPassword }) =>
        reset.mutate(
          { token, new_password: newPassword },
          // The server names the field as the API does; the form calls it newPassword.
          {
            onError: (error) =>
              showServerFieldErrors(error, setError, (loc) => (loc[0] === 'new_password' ? 'newPassword' : undefined)),
          },
        ),
      )}
    >
      <Stack spacing={2}>
        <ErrorAlert
          error={reset.error}
          fallback={AUTH_MESSAGES.genericError}
          networkFallback={AUTH_MESSAGES.networkError}
        />
        {FIELDS.map(({ name, helper, ...field }) => (
          <PasswordField
            key={name}
            {...textFieldProps(register(name))}
            {...field}
            autoComplete="new-password"
            error={Boolean(errors[name])}
            helperText={errors[name]?.message ?? helper}
          />
        ))}
        <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
          {invitation
            ? reset.isPending
              ? INVITATION_MESSAGES.submitting
              : INVITATION_MESSAGES.submit
            : reset.isPending
              ? 'Resetting...'
              : 'Reset Password'}
        </Button>
      </Stack>
    </Box>
  );
}
