import { useForm, FormProvider } from 'react-hook-form';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_INVITE_ROLE,
  inviteUserFormSchema,
  type InviteUserForm,
  type InviteUserQuery,
} from '@clinic/contracts';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { INVITE_ROLE_OPTIONS } from '../lib/role-options.ts';
import { menuItems } from '../../../components/ui/option-items.tsx';

interface InviteUserFormProps {
  busy: boolean;
  /** Resolves when the invitation was sent; the form then clears. */
  onInvite: (invite: InviteUserQuery) => Promise<unknown>;
}

const blank: InviteUserForm = { email: '', full_name: '', role: DEFAULT_INVITE_ROLE };

export function InviteUserFormCard({ busy, onInvite }: InviteUserFormProps) {
  const form = useForm<InviteUserForm, unknown, InviteUserQuery>({
    resolver: zodResolver(inviteUserFormSchema),
    defaultValues: blank,
  });

  const submit = form.handleSubmit(async (invite) => {
    try {
      await onInvite(invite);
      form.reset(blank);
    } catch (error) {
      // The screen shows the failure; the typed address stays for a retry, with the server's word under its field.
      showServerFieldErrors(error, form.setError);
    }
  });

  return (
    <Paper component="section" aria-labelledby="invite-user-heading" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="invite-user-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        Invite User
      </Typography>
      <FormProvider {...form}>
        <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField<InviteUserForm> name="full_name" label="Full Name" autoComplete="off" fullWidth />
          <FormTextField<InviteUserForm> name="email" label="Email" type="email" required fullWidth />
          <FormTextField<InviteUserForm> name="role" label="Role" select sx={{ minWidth: 160 }}>
            {menuItems(INVITE_ROLE_OPTIONS)}
          </FormTextField>
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: { sm: 'flex-start' }, py: 1.8 }}>
            {busy ? 'Inviting...' : 'Invite'}
          </Button>
        </Stack>
      </FormProvider>
    </Paper>
  );
}
