import type { ReactNode } from 'react';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Procedure, ProcedureSortColumn } from '@clinic/contracts';
import { PesoAmount } from '../../../components/ui/peso-amount.tsx';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { ProcedureStatusBadge } from './procedure-status-badge.tsx';

export interface ProcedureSorting {
  sortBy: ProcedureSortColumn;
  sortOrder: 'asc' | 'desc';
}

interface ProceduresTableProps {
  rows: Procedure[];
  sorting: ProcedureSorting;
  onSort: (sorting: ProcedureSorting) => void;
  actions: (row: Procedure) => ReactNode;
}

const COLUMNS: { header: string; sortBy: ProcedureSortColumn; render: (row: Procedure) => ReactNode }[] = [
  { header: 'Patient', sortBy: 'patient_name', render: (row) => row.patient_name },
  { header: 'Procedure', sortBy: 'name', render: (row) => row.name },
  { header: 'Doctor', sortBy: 'doctor_name', render: (row) => row.doctor_name },
  { header: 'Scheduled Date', sortBy: 'start_datetime', render: (row) => formatDateTime(row.start_datetime) },
  { header: 'Status', sortBy: 'status', render: (row) => <ProcedureStatusBadge status={row.status} /> },
  { header: 'Amount', sortBy: 'amount', render: (row) => <PesoAmount amount={row.transaction?.amount ?? '0'} /> },
];

/** Procedures of every patient, sorted by the server; cards on small screens. */
export function ProceduresTable({ rows, sorting, onSort, actions }: ProceduresTableProps) {
  const columns: Column<Procedure>[] = [
    ...COLUMNS.map(({ header, sortBy, render }) => {
      const active = sorting.sortBy === sortBy;
      const next = active && sorting.sortOrder === 'asc' ? 'desc' : 'asc';
      return {
        header,
        render,
        headerCell: (
          <TableSortLabel
            active={active}
            direction={active ? sorting.sortOrder : 'asc'}
            onClick={() => onSort({ sortBy, sortOrder: next })}
          >
            {header}
          </TableSortLabel>
        ),
      };
    }),
    { header: 'Actions', render: actions },
  ];
  return <ResponsiveTable label="Procedures" rows={rows} columns={columns} rowKey={(row) => row.id} />;
}
