import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isLockedStatus, type Procedure } from '@clinic/contracts';
import { paths } from '../../../config/paths.ts';
import { useCan } from '../../../lib/authorization.ts';

interface ProcedureRowActionsProps {
  row: Procedure;
  deleteLabel: 'Archive' | 'Delete';
  onEdit: (row: Procedure) => void;
  onDelete: (row: Procedure) => void;
  onReopen: (row: Procedure) => void;
}

/**
 * View for everyone; Edit for procedure.write; Archive/Delete for procedure.delete unless completed;
 * Reopen of a completed one for procedure.reopen.
 */
export function ProcedureRowActions({ row, deleteLabel, onEdit, onDelete, onReopen }: ProcedureRowActionsProps) {
  const canWrite = useCan('procedure.write');
  const canDelete = useCan('procedure.delete');
  const canReopen = useCan('procedure.reopen');
  const about = `${row.name} for ${row.patient_name}`;
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" component={RouterLink} to={paths.procedure.href(row.id)} aria-label={`View ${about}`}>
        View
      </Button>
      {canWrite ? (
        <Button size="small" onClick={() => onEdit(row)} aria-label={`Edit ${about}`}>
          Edit
        </Button>
      ) : null}
      {canDelete && !isLockedStatus(row.status) ? (
        <Button size="small" color="error" onClick={() => onDelete(row)} aria-label={`${deleteLabel} ${about}`}>
          {deleteLabel}
        </Button>
      ) : null}
      {canReopen && isLockedStatus(row.status) ? (
        <Button size="small" onClick={() => onReopen(row)} aria-label={`Reopen ${about}`}>
          Reopen
        </Button>
      ) : null}
    </Stack>
  );
}
