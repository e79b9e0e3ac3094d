import Paper from '@mui/material/Paper';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';

export function Component() {
  return (
    <>
      <PageHeader title="Change Password" />
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 600 }}>
        <ChangePasswordForm />
      </Paper>
    </>
  );
}
