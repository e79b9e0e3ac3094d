import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CircularProgress from '@mui/material/CircularProgress';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import {
  BOOKING_MESSAGES,
  PROCEDURE_MESSAGES,
  PROCEDURE_STATUS_ORDER,
  todayIsoDate,
  type Procedure,
} from '@clinic/contracts';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PesoAmount } from '../../../components/ui/peso-amount.tsx';
import { paths } from '../../../config/paths.ts';
import { useCan } from '../../../lib/authorization.ts';
import { usePatientProcedures } from '../api/get-patient-procedures.ts';
import { usePatientName } from '../api/get-patient-name.ts';
import { nextBookableStart } from '../lib/schedule-time.ts';
import { BookingDialog } from './booking/booking-dialog.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { ProcedureStatusBadge } from './procedure-status-badge.tsx';

type SortColumn = 'name' | 'doctor_name' | 'start_datetime' | 'status' | 'amount';
const SORT_LABELS: Record<SortColumn, string> = {
  name: 'Procedure',
  doctor_name: 'Doctor',
  start_datetime: 'Scheduled',
  status: 'Status',
  amount: 'Amount',
};

/** Rows drawn at once: a long chart's hundreds of procedures are read a page at a time. */
export const PROCEDURES_TAB_PAGE_SIZE = 50;

/** Dates are read newest first; names and amounts from the top of the alphabet or scale. */
const FIRST_ORDER = (column: SortColumn): 'asc' | 'desc' => (column === 'start_datetime' ? 'desc' : 'asc');

const ORDER_WORDS = { asc: 'ascending', desc: 'descending' } as const;
const DATE_ORDER_WORDS = { asc: 'oldest first', desc: 'newest first' } as const;

/** The order the list is in, said in words, so the spec's default order by status is not mistaken for a date order. */
function sortCaption(sort: { column: SortColumn; order: 'asc' | 'desc' } | null): string {
  if (!sort) return 'Sorted by status (scheduled, in progress, completed, cancelled), newest first within each.';
  const words = sort.column === 'start_datetime' ? DATE_ORDER_WORDS : ORDER_WORDS;
  return `Sorted by ${SORT_LABELS[sort.column]}, ${words[sort.order]}.`;
}

function sortValue(procedure: Procedure, column: SortColumn): string | number {
  if (column === 'status') return PROCEDURE_STATUS_ORDER[procedure.status];
  if (column === 'amount') return Number(procedure.transaction?.amount ?? 0);
  return procedure[column].toLowerCase();
}

/** The profile's Procedures tab; the server's order (status group, newest first) until a column is chosen. */
export function PatientProceduresTab({ patientId }: { patientId: number }) {
  const { data, isPending, isError } = usePatientProcedures(patientId);
  const canWrite = useCan('procedure.write');
  const canBook = useCan('schedule.book');
  const patient = usePatientName(canBook ? patientId : undefined);
  const [booking, setBooking] = useState(false);
  const [message, setMessage] = useState<NotificationMessage | null>(null);
  const [sort, setSort] = useState<{ column: SortColumn; order: 'asc' | 'desc' } | null>(null);
  const [page, setPage] = useState(1);

  const rows = [...(data ?? [])];
  if (sort) {
    rows.sort((left, right) => {
      const [a, b] = [sortValue(left, sort.column), sortValue(right, sort.column)];
      const result = a < b ? -1 : a > b ? 1 : 0;
      return sort.order === 'asc' ? result : -result;
    });
  }
  const header = (column: SortColumn) => (
    <TableSortLabel
      active={sort?.column === column}
      direction={sort?.column === column ? sort.order : FIRST_ORDER(column)}
      onClick={() => {
        setSort({
          column,
          order: sort?.column === column ? (sort.order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER(column),
        });
        setPage(1);
      }}
    >
      {SORT_LABELS[column]}
    </TableSortLabel>
  );
  const columns: Column<Procedure>[] = [
    { header: 'Procedure', headerCell: header('name'), render: (row) => row.name },
    { header: 'Doctor', headerCell: header('doctor_name'), render: (row) => row.doctor_name },
    { header: 'Scheduled', headerCell: header('start_datetime'), render: (row) => formatDateTime(row.start_datetime) },
    { header: 'Status', headerCell: header('status'), render: (row) => <ProcedureStatusBadge status={row.status} /> },
    {
      header: 'Amount',
      headerCell: header('amount'),
      render: (row) => <PesoAmount amount={row.transaction?.amount ?? '0'} />,
    },
    {
      header: 'Actions',
      render: (row) => (
        <Button component={RouterLink} to={paths.procedure.href(row.id)} size="small" aria-label={`View ${row.name}`}>
          View
        </Button>
      ),
    },
  ];

  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        {canWrite ? (
          <Button variant="contained" component={RouterLink} to={paths.newProcedure.href(patientId)}>
            Add New Procedure
          </Button>
        ) : null}
        {canBook && patient.data ? (
          <Button variant={canWrite ? 'outlined' : 'contained'} onClick={() => setBooking(true)}>
            Book appointment
          </Button>
        ) : null}
      </Stack>
      {booking && patient.data ? (
        <BookingDialog
          initial={{ start: nextBookableStart(todayIsoDate(), new Date()), patient: patient.data }}
          onClose={() => setBooking(false)}
          onBooked={(procedure) => {
            setBooking(false);
            setMessage({
              severity: 'success',
              text: BOOKING_MESSAGES.booked(procedure.patient_name, formatDateTime(procedure.start_datetime)),
            });
          }}
        />
      ) : null}
      <Notification message={message} onClose={() => setMessage(null)} />
      {isPending ? <CircularProgress aria-label="Loading procedures" /> : null}
      {isError ? <Alert severity="error">{PROCEDURE_MESSAGES.fetchListFailed}</Alert> : null}
      {data && data.length === 0 ? <Typography>{PROCEDURE_MESSAGES.emptyForPatient}</Typography> : null}
      {data && data.length > 0 ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {sortCaption(sort)}
            {rows.length > PROCEDURES_TAB_PAGE_SIZE
              ? ` Showing ${(page - 1) * PROCEDURES_TAB_PAGE_SIZE + 1}–${Math.min(page * PROCEDURES_TAB_PAGE_SIZE, rows.length)} of ${rows.length}.`
              : ''}
          </Typography>
          <ResponsiveTable
            label="Patient procedures"
            rows={rows.slice((page - 1) * PROCEDURES_TAB_PAGE_SIZE, page * PROCEDURES_TAB_PAGE_SIZE)}
            columns={columns}
            rowKey={(row) => row.id}
          />
          {rows.length > PROCEDURES_TAB_PAGE_SIZE ? (
            <Box sx={{ mt: 2 }}>
              <Pagination
                page={page}
                totalPages={Math.ceil(rows.length / PROCEDURES_TAB_PAGE_SIZE)}
                onPageChange={setPage}
              />
            </Box>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
