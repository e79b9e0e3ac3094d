import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { USER_MESSAGES, USER_STATE_LABELS, can, type Role, type User, type UserState } from '@clinic/contracts';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';

const STATE_COLORS: Record<UserState, 'success' | 'info' | 'warning' | 'default'> = {
  active: 'success',
  invited: 'info',
  awaiting_activation: 'warning',
  deactivated: 'default',
};

interface UsersListProps {
  users: readonly User[];
  /** The signed-in viewer: their own row offers neither Edit nor Delete. */
  viewerId: number | undefined;
  /** Only a viewer who may grant SUPERADMIN may change or delete a SUPERADMIN's account. */
  viewerRole: Role | undefined;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  onResetTwoFactor: (user: User) => void;
  onResendInvitation: (user: User) => void;
  onActivate: (user: User) => void;
  /** The user whose invitation or activation is being sent. */
  busyUserId: number | undefined;
}

export function UsersList({
  users,
  viewerId,
  viewerRole,
  onEdit,
  onDelete,
  onResetTwoFactor,
  onResendInvitation,
  onActivate,
  busyUserId,
}: UsersListProps) {
  const mayChange = (user: User) => user.role !== 'SUPERADMIN' || can(viewerRole, 'user.grantSuperadmin');
  if (users.length === 0) return <Typography color="text.secondary">{USER_MESSAGES.empty}</Typography>;

  const columns: Column<User>[] = [
    { header: 'Email', render: (user) => user.email },
    { header: 'Name', render: (user) => user.display_name },
    { header: 'Role', render: (user) => user.role },
    {
      header: 'Status',
      render: (user) => <Chip size="small" color={STATE_COLORS[user.state]} label={USER_STATE_LABELS[user.state]} />,
    },
    {
      header: 'Two-factor',
      render: (user) => (
        <Chip
          size="small"
          variant="outlined"
          color={user.mfa_enabled ? 'success' : user.mfa_required ? 'warning' : 'default'}
          label={user.mfa_enabled ? 'On' : user.mfa_required ? 'Not set up' : 'Off'}
        />
      ),
    },
    {
      header: 'Actions',
      render: (user) =>
        user.id === viewerId ? (
          <Typography variant="body2" color="text.secondary">
            You
          </Typography>
        ) : !mayChange(user) ? null : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {user.state === 'awaiting_activation' ? (
              <Button
                size="small"
                variant="contained"
                disabled={busyUserId === user.id}
                onClick={() => onActivate(user)}
                aria-label={`Activate ${user.email}`}
              >
                Activate
              </Button>
            ) : null}
            {user.state === 'invited' ? (
              <Button
                size="small"
                disabled={busyUserId === user.id}
                onClick={() => onResendInvitation(user)}
                aria-label={`Resend invitation to ${user.email}`}
              >
                Resend invitation
              </Button>
            ) : null}
            <Button size="small" onClick={() => onEdit(user)} aria-label={`Edit ${user.email}`}>
              Edit
            </Button>
            {user.role !== 'KIOSK' ? (
              <Button
                size="small"
                component={RouterLink}
                to={paths.practitionerProfile.href(user.id)}
                aria-label={`Practitioner profile of ${user.email}`}
              >
                Practitioner profile
              </Button>
            ) : null}
            <Button size="small" color="error" onClick={() => onDelete(user)} aria-label={`Delete ${user.email}`}>
              Delete
            </Button>
            {user.mfa_enabled ? (
              <Button
                size="small"
                onClick={() => onResetTwoFactor(user)}
                aria-label={`Reset two-factor for ${user.email}`}
              >
                Reset two-factor
              </Button>
            ) : null}
          </Stack>
        ),
    },
  ];
  return <ResponsiveTable label="Users" rows={users} columns={columns} rowKey={(user) => user.id} />;
}
