import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { USER_MESSAGES, can, type Role, type User } from '@clinic/contracts';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';

interface UsersListProps {
  users: readonly User[];
  /** The signed-in viewer: their own row offers neither Edit nor Delete. */
  viewerId: number | undefined;
  /** Only a viewer who may grant SUPERADMIN may change or delete a SUPERADMIN's account. */
  viewerRole: Role | undefined;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  onResetTwoFactor: (user: User) => void;
}

export function UsersList({ users, viewerId, viewerRole, onEdit, onDelete, onResetTwoFactor }: UsersListProps) {
  const mayChange = (user: User) => user.role !== 'SUPERADMIN' || can(viewerRole, 'user.grantSuperadmin');
  if (users.length === 0) return <Typography color="text.secondary">{USER_MESSAGES.empty}</Typography>;

  const columns: Column<User>[] = [
    { header: 'Email', render: (user) => user.email },
    { header: 'Name', render: (user) => user.full_name },
    { header: 'Role', render: (user) => user.role },
    {
      header: 'Status',
      render: (user) => (
        <Chip
          size="small"
          color={user.is_active ? 'success' : 'default'}
          label={user.is_active ? 'Active' : 'Inactive'}
        />
      ),
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
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => onEdit(user)} aria-label={`Edit ${user.email}`}>
              Edit
            </Button>
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
