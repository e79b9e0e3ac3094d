import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Role, UpdateUserInput, User } from '@clinic/contracts';
import { useUnsavedChangesWarning } from '../../../components/ui/unsaved-changes.tsx';
import { editRoleOptions } from '../lib/role-options.ts';
import { menuItems } from '../../../components/ui/option-items.tsx';

interface EditUserDialogProps {
  user: User;
  viewerRole: Role | undefined;
  busy: boolean;
  onSave: (changes: UpdateUserInput) => void;
  onCancel: () => void;
  /** Starts the account's sign-in limits over, apart from saving. */
  onClearSignInLimits: () => void;
  clearingSignInLimits: boolean;
}

/**
 * Full name, role and Active switch of one account; activating is how a self-registered account gets in.
 * Clearing the sign-in limits lets an owner held by them in at once, from any browser.
 */
export function EditUserDialog({
  user,
  viewerRole,
  busy,
  onSave,
  onCancel,
  onClearSignInLimits,
  clearingSignInLimits,
}: EditUserDialogProps) {
  const [role, setRole] = useState<Role>(user.role);
  const [isActive, setIsActive] = useState(user.is_active);
  const [fullName, setFullName] = useState(user.full_name ?? '');
  const options = editRoleOptions(viewerRole);
  const nameChanged = fullName.trim() !== (user.full_name ?? '');
  const unsavedChanges = useUnsavedChangesWarning(role !== user.role || isActive !== user.is_active || nameChanged);

  return (
    <>
      <Dialog open onClose={onCancel} aria-labelledby="edit-user-title" fullWidth maxWidth="xs">
        <DialogTitle id="edit-user-title">Edit {user.email}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Full Name"
              value={fullName}
              onChange={(event) => setFullName(event.target.value)}
              helperText="Shown on screens, consents and history; the e-mail when left blank"
            />
            <TextField select label="Role" value={role} onChange={(event) => setRole(event.target.value as Role)}>
              {/* A role outside the viewer's choices (a SUPERADMIN seen by an ADMIN) still shows as it is. */}
              {menuItems(options.includes(user.role) ? options : [user.role, ...options])}
            </TextField>
            <FormControlLabel
              label="Active"
              control={<Switch checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />}
            />
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <Button variant="outlined" disabled={clearingSignInLimits} onClick={onClearSignInLimits}>
                {clearingSignInLimits ? 'Clearing...' : 'Clear sign-in limits'}
              </Button>
              <Typography variant="body2" color="text.secondary">
                After many wrong passwords, sign-in is slowed down; clearing lets {user.email} sign in again at once.
              </Typography>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => onSave({ role, is_active: isActive, ...(nameChanged ? { full_name: fullName } : {}) })}
          >
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </Dialog>
      {unsavedChanges.dialog}
    </>
  );
}
