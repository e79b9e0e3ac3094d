import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CHANGE_PASSWORD_MESSAGES, changePasswordFormSchema, type ChangePasswordForm } from '@clinic/contracts';
import { errorMessage } from '../../../lib/api-error.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { textFieldProps } from '../../../lib/form.ts';
import { useChangePassword } from '../api/change-password.ts';
import { PasswordRequirements } from './password-requirements.tsx';

interface Feedback {
  severity: 'success' | 'error';
  text: string;
}

const FIELDS = [
  { name: 'oldPassword', id: 'old-password', label: 'Old Password', autoComplete: 'current-password' },
  { name: 'newPassword', id: 'new-password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', id: 'confirm-new-password', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

const EMPTY_FORM: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { data: user } = useCurrentUser();
  const changePassword = useChangePassword();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const { register, handleSubmit, reset, formState, setError } = useForm<ChangePasswordForm>({
    defaultValues: EMPTY_FORM,
  });

  // The spec reports one message at a time, the first rule that fails, so the schema runs here
  // rather than as a resolver that would mark each field.
  const submit = handleSubmit(async (form) => {
    setFeedback(null);
    const checked = changePasswordFormSchema.safeParse(form);
    if (!checked.success) {
      setFeedback({ severity: 'error', text: checked.error.issues[0]?.message ?? CHANGE_PASSWORD_MESSAGES.failure });
      return;
    }
    if (!user) {
      setFeedback({ severity: 'error', text: CHANGE_PASSWORD_MESSAGES.userNotFound });
      return;
    }
    try {
      await changePassword.mutateAsync({
        userId: user.id,
        oldPassword: form.oldPassword,
        newPassword: form.newPassword,
      });
      reset(EMPTY_FORM);
      setFeedback({ severity: 'success', text: CHANGE_PASSWORD_MESSAGES.success });
    } catch (error) {
      setFeedback({ severity: 'error', text: errorMessage(error, CHANGE_PASSWORD_MESSAGES.failure) });
      showServerFieldErrors(error, setError);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 520 }}>
      <Stack spacing={2}>
        {feedback ? <Alert severity={feedback.severity}>{feedback.text}</Alert> : null}
        {FIELDS.map(({ name, ...field }) => (
          <TextField key={name} {...textFieldProps(register(name))} {...field} type="password" />
        ))}
        <PasswordRequirements />
        <Box>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {changePassword.isPending ? 'Updating...' : 'Change Password'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
