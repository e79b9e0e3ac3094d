import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PROCEDURE_MESSAGES,
  PROCEDURE_STATUSES,
  PROCEDURE_STATUS_LABELS,
  type Procedure,
  type ProcedureStatus,
} from '@clinic/contracts';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usePatientName } from '../api/get-patient-name.ts';
import { useProcedures } from '../api/get-procedures.ts';
import { patientName } from '../../../lib/patient-name.ts';
import { DeleteProcedureDialog } from './delete-procedure-dialog.tsx';
import { ProcedureRowActions } from './procedure-row-actions.tsx';
import { EditStatusDialog } from './edit-status-dialog.tsx';
import { FivePagePagination } from './five-page-pagination.tsx';
import { ProceduresTable, type ProcedureSorting } from './procedures-table.tsx';

function patientIdOf(search: URLSearchParams): number | undefined {
  const id = Number(search.get('patientId'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** /procedures (optionally ?patientId=): every procedure, or one patient's. */
export function ProceduresPage() {
  const [search] = useSearchParams();
  const patientId = patientIdOf(search);
  const patient = usePatientName(patientId);
  const [status, setStatus] = useState<ProcedureStatus | ''>('');
  const [dateFrom, setDateFrom] = useState('');
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<ProcedureSorting>({ sortBy: 'start_datetime', sortOrder: 'desc' });
  const [editing, setEditing] = useState<Procedure | null>(null);
  const [deleting, setDeleting] = useState<Procedure | null>(null);
  const [notice, setNotice] = useState<NotificationMessage | null>(null);
  const { data, isPending, isError } = useProcedures({
    patient_id: patientId,
    status: status || undefined,
    start_date: dateFrom,
    page,
    ...sorting,
  });
  const title =
    patientId === undefined
      ? 'All Procedures'
      : `Procedures for ${patient.data ? patientName(patient.data) : `patient ${patientId}`}`;
  const filterChange =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPage(1);
    };

  return (
    <>
      <PageHeader title={title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          select
          label="Status"
          size="small"
          value={status}
          onChange={(event) => filterChange(setStatus)(event.target.value as ProcedureStatus | '')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All</MenuItem>
          {PROCEDURE_STATUSES.map((option) => (
            <MenuItem key={option} value={option}>
              {PROCEDURE_STATUS_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Date From"
          type="date"
          size="small"
          value={dateFrom}
          onChange={(event) => filterChange(setDateFrom)(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {isError ? <Alert severity="error">{PROCEDURE_MESSAGES.fetchListFailed}</Alert> : null}
      {isPending ? <CircularProgress aria-label="Loading procedures" /> : null}
      {data && data.items.length === 0 ? <Typography>No procedures found</Typography> : null}
      {data && data.items.length > 0 ? (
        <Stack spacing={2}>
          <ProceduresTable
            rows={data.items}
            sorting={sorting}
            onSort={filterChange(setSorting)}
            actions={(row) => (
              <ProcedureRowActions row={row} deleteLabel="Delete" onEdit={setEditing} onDelete={setDeleting} />
            )}
          />
          <FivePagePagination page={page} totalPages={data.totalPages} onPageChange={setPage} />
        </Stack>
      ) : null}
      {editing ? (
        <EditStatusDialog
          procedure={editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => setNotice({ severity: 'success', text })}
        />
      ) : null}
      {deleting ? (
        <DeleteProcedureDialog
          procedure={deleting}
          action="Delete"
          onClose={() => setDeleting(null)}
          onDeleted={() => setNotice({ severity: 'success', text: `${deleting.name} deleted.` })}
          onFailed={(text) => setNotice({ severity: 'error', text })}
        />
      ) : null}
      <Notification message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
