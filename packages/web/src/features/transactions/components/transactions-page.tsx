import { useState } from 'react';
import {
  PAGE_SIZE,
  TRANSACTION_MESSAGES,
  transactionListQuerySchema,
  type Transaction,
  type TransactionFilters,
} from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { UNSAVED_CHANGES_TEXT, useUnsavedChangesWarning } from '../../../components/ui/unsaved-changes.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useCan } from '../../../lib/authorization.ts';
import { useUrlListState } from '../../../lib/url-list-state.ts';
import { useDeleteTransaction } from '../api/delete-transaction.ts';
import { useExportTransactionsCsv } from '../api/export-transactions-csv.ts';
import { useTransactions } from '../api/get-transactions.ts';
import { useUpdateTransaction } from '../api/update-transaction.ts';
import { changesOf, draftOf } from '../lib/transaction-draft.ts';
import { ExportCsvDialog } from './export-csv-dialog.tsx';
import type { DraftField, TransactionDraft } from './transaction-edit-fields.tsx';
import { TransactionChart } from './transaction-chart.tsx';
import { NO_FILTERS, TransactionFiltersForm, filtersOf } from './transaction-filters.tsx';
import { TransactionSummary } from './transaction-summary.tsx';
import { TransactionTable, type Sorting } from './transaction-table.tsx';

export function TransactionsPage() {
  const [state, setState] = useUrlListState(transactionListQuerySchema);
  const filters = filtersOf(state);
  const sorting: Sorting = { sortBy: state.sortBy, sortOrder: state.sortOrder };
  const page = state.page;
  const [editing, setEditing] = useState<{
    id: number;
    draft: TransactionDraft;
    loaded: TransactionDraft;
    errors?: Partial<Record<DraftField, string>>;
  } | null>(null);
  const [deleting, setDeleting] = useState<Transaction | null>(null);
  const [exportOpen, setExportOpen] = useState(false);
  const [notice, setNotice] = useState<NotificationMessage | null>(null);
  const mayDelete = useCan('transaction.delete');
  const mayExport = useCan('transaction.export');

  const list = useTransactions({ ...filters, ...sorting, page, pageSize: PAGE_SIZE });
  const update = useUpdateTransaction();
  const remove = useDeleteTransaction();
  const exportCsv = useExportTransactionsCsv();

  const editChanged = editing !== null && JSON.stringify(editing.draft) !== JSON.stringify(editing.loaded);
  const unsavedChanges = useUnsavedChangesWarning(editChanged);
  // A search asked for while a changed row is open waits here until the user says to drop the edit.
  const [heldSearch, setHeldSearch] = useState<Partial<TransactionFilters> | null>(null);

  function search(next: Partial<TransactionFilters>) {
    if (editChanged) {
      setHeldSearch(next);
      return;
    }
    setEditing(null);
    setState({ ...NO_FILTERS, ...next, page: 1 });
  }

  const fail = (text: string) => setNotice({ severity: 'error', text });

  function save() {
    if (!editing) return;
    update.mutate(
      { id: editing.id, changes: changesOf(editing.draft) },
      {
        onSuccess: () => {
          setEditing(null);
          setNotice({ severity: 'success', text: TRANSACTION_MESSAGES.updated });
        },
        onError: (error) => {
          // Each refused field says why under itself; the row stays open with what was typed.
          const errors = Object.fromEntries(serverFieldErrors(error));
          setEditing((current) => current && { ...current, errors });
          fail(TRANSACTION_MESSAGES.updateFailed);
        },
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => setNotice({ severity: 'success', text: TRANSACTION_MESSAGES.deleted }),
      onError: (error) => fail(errorMessage(error, TRANSACTION_MESSAGES.deleteFailed)),
      onSettled: () => setDeleting(null),
    });
  }

  const actions = (row: Transaction) =>
    editing?.id === row.id ? (
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" variant="contained" onClick={save} disabled={update.isPending}>
          Save
        </Button>
        <Button size="small" onClick={() => setEditing(null)}>
          Cancel
        </Button>
      </Box>
    ) : (
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" onClick={() => setEditing({ id: row.id, draft: draftOf(row), loaded: draftOf(row) })}>
          Edit
        </Button>
        {mayDelete ? (
          <Button size="small" color="error" onClick={() => setDeleting(row)}>
            Delete
          </Button>
        ) : null}
      </Box>
    );

  const data = list.data;
  return (
    <>
      <PageHeader
        title="Transactions"
        actions={
          mayExport ? (
            <Button variant="outlined" onClick={() => setExportOpen(true)}>
              Export CSV
            </Button>
          ) : undefined
        }
      />
      {data ? <TransactionSummary stats={data.stats} /> : null}
      <TransactionChart filters={filters} />
      <TransactionFiltersForm applied={filters} onApply={search} />
      {list.isFetching ? <LinearProgress aria-label="Loading transactions" sx={{ mb: 1 }} /> : null}
      {list.isError ? <Alert severity="error">{TRANSACTION_MESSAGES.fetchFailed}</Alert> : null}
      {data && data.items.length === 0 ? <Typography sx={{ my: 3 }}>{TRANSACTION_MESSAGES.empty}</Typography> : null}
      {data && data.items.length > 0 ? (
        <>
          <TransactionTable
            rows={data.items}
            sorting={sorting}
            onSort={(next) => setState({ ...next, page: 1 })}
            editing={editing}
            onDraftChange={(draft) => setEditing(editing && { ...editing, draft })}
            actions={actions}
          />
          <Box sx={{ mt: 2 }}>
            <Pagination page={page} totalPages={data.totalPages} onPageChange={(next) => setState({ page: next })} />
          </Box>
        </>
      ) : null}
      {/* Mounted on opening, so it starts from the list's filters of that moment. */}
      {exportOpen ? (
        <ExportCsvDialog
          open
          filters={filters}
          busy={exportCsv.isPending}
          receivedBytes={exportCsv.receivedBytes}
          onClose={() => setExportOpen(false)}
          onExport={(form) =>
            exportCsv.mutate(form, {
              onSuccess: () => setExportOpen(false),
              onError: () => fail(TRANSACTION_MESSAGES.exportFailed),
            })
          }
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Transaction"
        message={deleting ? `Delete the payment of ${deleting.patient_name} for ${deleting.procedure_name}?` : ''}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={heldSearch !== null}
        title={UNSAVED_CHANGES_TEXT.title}
        message="The payment you are editing has changes that are not saved. Searching now drops them."
        confirmLabel={UNSAVED_CHANGES_TEXT.leave}
        onConfirm={() => {
          setEditing(null);
          setState({ ...NO_FILTERS, ...heldSearch, page: 1 });
          setHeldSearch(null);
        }}
        onCancel={() => setHeldSearch(null)}
      />
      {unsavedChanges.dialog}
      <Notification message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
