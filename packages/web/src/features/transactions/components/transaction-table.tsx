import type { ReactNode } from 'react';
import type { Transaction, TransactionSortField } from '@clinic/contracts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CardList } from '../../../components/ui/responsive-table.tsx';
import { TRANSACTION_COLUMNS } from './transaction-columns.tsx';
import { TransactionEditField, type DraftField, type TransactionDraft } from './transaction-edit-fields.tsx';

export interface Sorting {
  sortBy: TransactionSortField;
  sortOrder: 'asc' | 'desc';
}

interface TransactionTableProps {
  rows: Transaction[];
  sorting: Sorting;
  onSort: (sorting: Sorting) => void;
  /** The row being edited inline and its unsaved values. */
  editing: { id: number; draft: TransactionDraft; errors?: Partial<Record<DraftField, string>> } | null;
  onDraftChange: (draft: TransactionDraft) => void;
  actions: (row: Transaction) => ReactNode;
}

function cell(props: TransactionTableProps, row: Transaction, column: (typeof TRANSACTION_COLUMNS)[number]) {
  const { editing, onDraftChange } = props;
  if (editing?.id === row.id && column.editField) {
    return (
      <TransactionEditField
        name={column.editField}
        draft={editing.draft}
        onChange={onDraftChange}
        error={editing.errors?.[column.editField]}
      />
    );
  }
  return column.render(row);
}

/** A sortable table on wide screens, one card per transaction on small ones; both edit inline. */
export function TransactionTable(props: TransactionTableProps) {
  const { rows, sorting, onSort, actions } = props;
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));

  if (!wide) {
    return (
      <CardList
        label="Transactions"
        rows={rows}
        columns={TRANSACTION_COLUMNS.map((column) => ({
          ...column,
          render: (row: Transaction) => cell(props, row, column),
        }))}
        rowKey={(row) => row.id}
        footer={actions}
      />
    );
  }

  const sortBy = (field: TransactionSortField) =>
    onSort({ sortBy: field, sortOrder: sorting.sortBy === field && sorting.sortOrder === 'desc' ? 'asc' : 'desc' });

  return (
    <TableContainer>
      <Table aria-label="Transactions" size="small">
        <TableHead>
          <TableRow>
            {TRANSACTION_COLUMNS.map((column) => (
              <TableCell
                key={column.header}
                sortDirection={sorting.sortBy === column.sortField ? sorting.sortOrder : false}
              >
                <TableSortLabel
                  active={sorting.sortBy === column.sortField}
                  direction={sorting.sortBy === column.sortField ? sorting.sortOrder : 'desc'}
                  onClick={() => sortBy(column.sortField)}
                >
                  {column.header}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {TRANSACTION_COLUMNS.map((column) => (
                <TableCell key={column.header}>{cell(props, row, column)}</TableCell>
              ))}
              <TableCell>{actions(row)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
