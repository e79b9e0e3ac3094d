import { useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { USER_MESSAGES, type InviteUserQuery, type Role, type UpdateUserInput, type User } from '@clinic/contracts';
import { errorMessage } from '../../../lib/api-error.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useUsers } from '../api/get-users.ts';
import { useInviteUser } from '../api/invite-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useResetTwoFactor } from '../api/reset-two-factor.ts';
import { useClearSignInLimits } from '../api/clear-sign-in-limits.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { InviteUserFormCard } from './invite-user-form.tsx';
import { UsersList } from './users-list.tsx';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { notifyOutcome } from '../../../lib/notify-outcome.ts';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';

export interface Viewer {
  id: number;
  role: Role;
}

/** Invite, list, edit and delete accounts (ADMIN and SUPERADMIN). */
export function UserManagement({ viewer }: { viewer: Viewer }) {
  const users = useUsers();
  const invite = useInviteUser();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const resetTwoFactor = useResetTwoFactor();
  const resend = useResendInvitation();
  const activate = useUpdateUser();
  const clearLimits = useClearSignInLimits();
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const [notice, setNotice] = useState<NotificationMessage | null>(null);

  const inviteUser = (query: InviteUserQuery) =>
    invite.mutateAsync(query).then(
      (user) => setNotice({ severity: 'success', text: USER_MESSAGES.invited(user.email) }),
      (error: unknown) => {
        setNotice({ severity: 'error', text: errorMessage(error, USER_MESSAGES.inviteFailed) });
        throw error;
      },
    );

  const saveUser = (user: User, changes: UpdateUserInput) =>
    update.mutate(
      { id: user.id, changes },
      {
        onSuccess: (saved) => {
          setEditing(null);
          setNotice({ severity: 'success', text: USER_MESSAGES.updated(saved.email) });
        },
        onError: (error) => setNotice({ severity: 'error', text: errorMessage(error, USER_MESSAGES.updateFailed) }),
      },
    );

  const deleteUser = (user: User) =>
    remove.mutate(user.id, {
      ...notifyOutcome(setNotice, USER_MESSAGES.deleted, USER_MESSAGES.deleteFailed),
      onSettled: () => setDeleting(null),
    });

  const resetUserTwoFactor = (user: User) =>
    resetTwoFactor.mutate(user.id, {
      ...notifyOutcome(setNotice, USER_MESSAGES.twoFactorReset(user.email), USER_MESSAGES.twoFactorResetFailed),
      onSettled: () => setResetting(null),
    });

  const clearSignInLimits = (user: User) =>
    clearLimits.mutate(
      user.id,
      notifyOutcome(setNotice, USER_MESSAGES.signInLimitsCleared(user.email), USER_MESSAGES.signInLimitsClearFailed),
    );

  const resendInvitation = (user: User) =>
    resend.mutate(
      user.id,
      notifyOutcome(setNotice, USER_MESSAGES.invitationResent(user.email), USER_MESSAGES.invitationResendFailed),
    );

  const activateUser = (user: User) =>
    activate.mutate(
      { id: user.id, changes: { is_active: true } },
      notifyOutcome(setNotice, USER_MESSAGES.activated(user.email), USER_MESSAGES.activateFailed),
    );

  const sending = resend.isPending ? resend.variables : activate.isPending ? activate.variables.id : undefined;

  return (
    <Stack spacing={3}>
      <DocumentTitle title="User Management" />
      <Typography variant="h4" component="h1">
        User Management
      </Typography>
      <InviteUserFormCard busy={invite.isPending} onInvite={inviteUser} />
      <Paper component="section" aria-labelledby="users-heading" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="users-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          Users
        </Typography>
        {users.isPending ? (
          <CircularProgress aria-label="Loading users" />
        ) : users.isError ? (
          <Alert severity="error">{errorMessage(users.error, USER_MESSAGES.loadFailed)}</Alert>
        ) : (
          <UsersList
            users={users.data}
            viewerId={viewer.id}
            viewerRole={viewer.role}
            onEdit={setEditing}
            onDelete={setDeleting}
            onResetTwoFactor={setResetting}
            onResendInvitation={resendInvitation}
            onActivate={activateUser}
            busyUserId={sending}
          />
        )}
      </Paper>
      {editing && (
        <EditUserDialog
          user={editing}
          viewerRole={viewer.role}
          busy={update.isPending}
          onSave={(changes) => saveUser(editing, changes)}
          onCancel={() => setEditing(null)}
          onClearSignInLimits={() => clearSignInLimits(editing)}
          clearingSignInLimits={clearLimits.isPending}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete user"
        message={`Are you sure you want to delete ${deleting?.email ?? 'this user'}? This cannot be undone.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && deleteUser(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={resetting !== null}
        title="Reset two-factor sign-in"
        message={`Reset two-factor sign-in for ${resetting?.email ?? 'this user'}? Their sessions end, and they sign in with their password alone until they set it up again.`}
        confirmLabel="Reset two-factor"
        busy={resetTwoFactor.isPending}
        onConfirm={() => resetting && resetUserTwoFactor(resetting)}
        onCancel={() => setResetting(null)}
      />
      <Notification message={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
