import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROCEDURE_MESSAGES, type Procedure } from '@clinic/contracts';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useCan } from '../../../lib/authorization.ts';
import { useProcedures } from '../api/get-procedures.ts';
import { rangeEndDate, rangeStartDate, type DashboardRange } from '../lib/dashboard-range.ts';
import { AddProcedureDialog } from './add-procedure-dialog.tsx';
import { DashboardFilters, EMPTY_DASHBOARD_FILTERS, type DashboardFilterValues } from './dashboard-filters.tsx';
import { DeleteProcedureDialog } from './delete-procedure-dialog.tsx';
import { ProcedureRowActions } from './procedure-row-actions.tsx';
import { EditStatusDialog } from './edit-status-dialog.tsx';
import { ProcedureStatCards } from './procedure-stat-cards.tsx';
import { ProceduresTable, type ProcedureSorting } from './procedures-table.tsx';

const DEFAULT_SORTING: ProcedureSorting = { sortBy: 'start_datetime', sortOrder: 'desc' };
const NO_STATS = { scheduled: 0, ongoing: 0, completed: 0, cancelled: 0 };

/** /procedures/dashboard: counts, filters and every patient's procedures. */
export function ProceduresDashboardPage() {
  const canWrite = useCan('procedure.write');
  const [draft, setDraft] = useState<DashboardFilterValues>(EMPTY_DASHBOARD_FILTERS);
  const [filters, setFilters] = useState<DashboardFilterValues>(EMPTY_DASHBOARD_FILTERS);
  const [range, setRange] = useState<DashboardRange | null>(null);
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState(DEFAULT_SORTING);
  const [editing, setEditing] = useState<Procedure | null>(null);
  const [archiving, setArchiving] = useState<Procedure | null>(null);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<NotificationMessage | null>(null);
  const { data, isPending, isError } = useProcedures({
    ...filters,
    end_date: filters.end_date || undefined,
    status: filters.status || undefined,
    page,
    ...sorting,
  });

  const apply = (next: DashboardFilterValues) => {
    setDraft(next);
    setFilters(next);
    setPage(1);
  };
  const chooseRange = (next: DashboardRange) => {
    setRange(next);
    apply({ ...draft, start_date: rangeStartDate(next), end_date: rangeEndDate(next) });
  };

  return (
    <>
      <PageHeader
        title="Procedures Dashboard"
        actions={
          canWrite ? (
            <Button variant="contained" onClick={() => setAdding(true)}>
              Add New Procedure
            </Button>
          ) : null
        }
      />
      <ProcedureStatCards total={data?.total ?? 0} stats={data?.stats ?? NO_STATS} />
      <DashboardFilters
        values={draft}
        range={range}
        onChange={(next) => {
          setDraft(next);
          setRange(null);
        }}
        onSearch={() => apply(draft)}
        onReset={() => {
          setRange(null);
          apply(EMPTY_DASHBOARD_FILTERS);
        }}
        onRange={chooseRange}
      />
      {isError ? <Alert severity="error">{PROCEDURE_MESSAGES.fetchListFailed}</Alert> : null}
      {isPending ? <CircularProgress aria-label="Loading procedures" /> : null}
      {data && data.items.length === 0 ? <Typography>No procedures found</Typography> : null}
      {data && data.items.length > 0 ? (
        <Stack spacing={2}>
          <ProceduresTable
            rows={data.items}
            sorting={sorting}
            onSort={(next) => {
              setSorting(next);
              setPage(1);
            }}
            actions={(row) => (
              <ProcedureRowActions row={row} deleteLabel="Archive" onEdit={setEditing} onDelete={setArchiving} />
            )}
          />
          <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} />
        </Stack>
      ) : null}
      {editing ? (
        <EditStatusDialog
          procedure={editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => setNotice({ severity: 'success', text })}
        />
      ) : null}
      {archiving ? (
        <DeleteProcedureDialog
          procedure={archiving}
          action="Archive"
          onClose={() => setArchiving(null)}
          onDeleted={() => setNotice({ severity: 'success', text: `${archiving.name} archived.` })}
          onFailed={(text) => setNotice({ severity: 'error', text })}
        />
      ) : null}
      {adding ? <AddProcedureDialog onClose={() => setAdding(false)} /> : null}
      <Notification message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
