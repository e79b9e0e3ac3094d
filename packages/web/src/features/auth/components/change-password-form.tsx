import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CHANGE_PASSWORD_MESSAGES, changePasswordFormSchema, type ChangePasswordForm } from '@clinic/contracts';
import { useContractForm } from '../../../lib/contract-form.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { textFieldProps } from '../../../lib/form.ts';
import { useChangePassword } from '../api/change-password.ts';
import { PasswordRequirements } from './password-requirements.tsx';

const FIELDS = [
  { name: 'oldPassword', id: 'old-password', label: 'Old Password', autoComplete: 'current-password' },
  { name: 'newPassword', id: 'new-password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', id: 'confirm-new-password', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

const EMPTY_FORM: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { data: user } = useCurrentUser();
  const changePassword = useChangePassword();
  const [changed, setChanged] = useState(false);
  const { form, submit, errorAlert, unsavedGuard, refuse } = useContractForm({
    schema: changePasswordFormSchema,
    // The spec reports one message at a time, the first rule that fails.
    issues: 'first',
    defaultValues: EMPTY_FORM,
    failureText: CHANGE_PASSWORD_MESSAGES.failure,
    guardUnsaved: true,
    async onSubmit(values) {
      setChanged(false);
      if (!user) {
        refuse(CHANGE_PASSWORD_MESSAGES.userNotFound);
        return;
      }
      await changePassword.mutateAsync({
        userId: user.id,
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      });
      form.reset(EMPTY_FORM);
      setChanged(true);
    },
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 520 }}>
      <Stack spacing={2}>
        {changed ? (
          <Alert severity="success" role="status">
            {CHANGE_PASSWORD_MESSAGES.success}
          </Alert>
        ) : null}
        {errorAlert}
        {FIELDS.map(({ name, ...field }) => (
          <TextField key={name} {...textFieldProps(form.register(name))} {...field} type="password" />
        ))}
        <PasswordRequirements />
        <Box>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {changePassword.isPending ? 'Updating...' : 'Change Password'}
          </Button>
        </Box>
      </Stack>
      {unsavedGuard}
    </Box>
  );
}
