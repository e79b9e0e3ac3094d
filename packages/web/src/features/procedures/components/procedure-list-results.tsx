import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROCEDURE_MESSAGES, type Procedure, type ProcedureListResponse } from '@clinic/contracts';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { ProcedureRowActions } from './procedure-row-actions.tsx';
import { ProceduresTable, type ProcedureSorting } from './procedures-table.tsx';

// Loaded when a row's Edit or Archive/Delete is first pressed, not with the list.
const EditStatusDialog = lazy(() =>
  import('./edit-status-dialog.tsx').then((module) => ({ default: module.EditStatusDialog })),
);
const ReopenProcedureDialog = lazy(() =>
  import('./reopen-procedure-dialog.tsx').then((module) => ({ default: module.ReopenProcedureDialog })),
);
const DeleteProcedureDialog = lazy(() =>
  import('./delete-procedure-dialog.tsx').then((module) => ({ default: module.DeleteProcedureDialog })),
);

interface ProcedureListResultsProps {
  list: UseQueryResult<ProcedureListResponse>;
  sorting: ProcedureSorting;
  onSort: (sorting: ProcedureSorting) => void;
  /** The dashboard calls removing a procedure archiving it; the list calls it deleting. */
  removeLabel: 'Archive' | 'Delete';
  pagination: (totalPages: number) => ReactNode;
}

const REMOVED: Record<ProcedureListResultsProps['removeLabel'], string> = { Archive: 'archived', Delete: 'deleted' };

/** A page of procedures with their states, row actions, status and remove dialogs, and what they report. */
export function ProcedureListResults({ list, sorting, onSort, removeLabel, pagination }: ProcedureListResultsProps) {
  const [editing, setEditing] = useState<Procedure | null>(null);
  const [removing, setRemoving] = useState<Procedure | null>(null);
  const [reopening, setReopening] = useState<Procedure | null>(null);
  const [notice, setNotice] = useState<NotificationMessage | null>(null);
  const { data, isPending, isError } = list;

  return (
    <>
      {isError ? <Alert severity="error">{PROCEDURE_MESSAGES.fetchListFailed}</Alert> : null}
      {isPending ? <CircularProgress aria-label="Loading procedures" /> : null}
      {data && data.items.length === 0 ? <Typography>No procedures found</Typography> : null}
      {data && data.items.length > 0 ? (
        <Stack spacing={2}>
          <ProceduresTable
            rows={data.items}
            sorting={sorting}
            onSort={onSort}
            actions={(row) => (
              <ProcedureRowActions
                row={row}
                deleteLabel={removeLabel}
                onEdit={setEditing}
                onDelete={setRemoving}
                onReopen={setReopening}
              />
            )}
          />
          {pagination(data.totalPages)}
        </Stack>
      ) : null}
      <Suspense fallback={null}>
        {editing ? (
          <EditStatusDialog
            procedure={editing}
            onClose={() => setEditing(null)}
            onSaved={(text) => setNotice({ severity: 'success', text })}
          />
        ) : null}
        {reopening ? (
          <ReopenProcedureDialog
            procedure={reopening}
            onClose={() => setReopening(null)}
            onReopened={(text) => setNotice({ severity: 'success', text })}
          />
        ) : null}
        {removing ? (
          <DeleteProcedureDialog
            procedure={removing}
            action={removeLabel}
            onClose={() => setRemoving(null)}
            onDeleted={() => setNotice({ severity: 'success', text: `${removing.name} ${REMOVED[removeLabel]}.` })}
            onFailed={(text) => setNotice({ severity: 'error', text })}
          />
        ) : null}
      </Suspense>
      <Notification message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
