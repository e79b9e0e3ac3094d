import type { ReactNode } from 'react';
import { formatPeso, type Transaction, type TransactionSortField } from '@clinic/contracts';
import Chip from '@mui/material/Chip';
import {
  PAYMENT_MODE_LABELS,
  PAYMENT_STATUS_COLORS,
  PAYMENT_STATUS_LABELS,
} from '../../../components/ui/payment-labels.ts';
import type { DraftField } from './transaction-edit-fields.tsx';

export interface TransactionColumn {
  header: string;
  sortField: TransactionSortField;
  render: (row: Transaction) => ReactNode;
  /** The field the inline edit row changes in this column; read-only when absent. */
  editField?: DraftField;
}

export const TRANSACTION_COLUMNS: TransactionColumn[] = [
  { header: 'Patient', sortField: 'patient_name', render: (row) => row.patient_name },
  { header: 'Procedure', sortField: 'procedure_name', render: (row) => row.procedure_name },
  { header: 'Amount', sortField: 'amount', render: (row) => formatPeso(row.amount), editField: 'amount' },
  {
    header: 'Payment Mode',
    sortField: 'payment_mode',
    render: (row) => PAYMENT_MODE_LABELS[row.payment_mode],
    editField: 'payment_mode',
  },
  {
    header: 'Payment Status',
    sortField: 'payment_status',
    render: (row) => (
      <Chip
        size="small"
        label={PAYMENT_STATUS_LABELS[row.payment_status]}
        color={PAYMENT_STATUS_COLORS[row.payment_status]}
      />
    ),
    editField: 'payment_status',
  },
  { header: 'Payment Date', sortField: 'payment_date', render: (row) => row.payment_date, editField: 'payment_date' },
];
