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
}

/** Role and Active switch of one account; activating is how a self-registered account gets in. */
export function EditUserDialog({ user, viewerRole, busy, onSave, onCancel }: EditUserDialogProps) {
  const [role, setRole] = useState<Role>(user.role);
  const [isActive, setIsActive] = useState(user.is_active);
  const options = editRoleOptions(viewerRole);
  const unsavedChanges = useUnsavedChangesWarning(role !== user.role || isActive !== user.is_active);

  return (
    <>
      <Dialog open onClose={onCancel} aria-labelledby="edit-user-title" fullWidth maxWidth="xs">
        <DialogTitle id="edit-user-title">Edit {user.email}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField select label="Role" value={role} onChange={(event) => setRole(event.target.value as Role)}>
              {/* A role outside the viewer's choices (a SUPERADMIN seen by an ADMIN) still shows as it is. */}
              {menuItems(options.includes(user.role) ? options : [user.role, ...options])}
            </TextField>
            <FormControlLabel
              label="Active"
              control={<Switch checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => onSave({ role, is_active: isActive })}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </Dialog>
      {unsavedChanges.dialog}
    </>
  );
}
