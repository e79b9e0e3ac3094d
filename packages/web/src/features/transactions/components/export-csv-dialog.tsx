import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  EXPORT_FIELDS,
  EXPORT_GRANULARITIES,
  exportFormSchema,
  type ExportField,
  type ExportForm,
  type ExportGranularity,
  type TransactionFilters,
} from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAYMENT_MODE_LABELS, PAYMENT_STATUS_LABELS } from '../../../components/ui/payment-labels.ts';
import type { ExportRequest } from '../api/export-transactions-csv.ts';
import { ExportProgress } from './export-progress.tsx';
import { menuItems } from '../../../components/ui/option-items.tsx';

const FIELD_LABELS: Record<ExportField, string> = {
  patient: 'Patient',
  procedure: 'Procedure',
  paymentStatus: 'Payment Status',
  paymentMode: 'Payment Mode',
  amount: 'Amount',
  paymentDate: 'Payment Date',
};
const GRANULARITY_LABELS: Record<ExportGranularity, string> = {
  none: 'None (one row per transaction)',
  day: 'Day (sum per day)',
  month: 'Month (sum per month)',
};

/** The list's filters besides its dates, in words: "Status Paid · Patient “ana”". */
function filtersInWords(filters: TransactionFilters): string {
  return [
    filters.payment_status && `Status ${PAYMENT_STATUS_LABELS[filters.payment_status]}`,
    filters.payment_mode && `Mode ${PAYMENT_MODE_LABELS[filters.payment_mode]}`,
    filters.patient_name && `Patient “${filters.patient_name}”`,
    filters.procedure_name && `Procedure “${filters.procedure_name}”`,
  ]
    .filter(Boolean)
    .join(' · ');
}

interface ExportCsvDialogProps {
  open: boolean;
  /** The list's filters: the dates start from them, and the others go with the export. */
  filters: TransactionFilters;
  busy: boolean;
  /** Bytes of the file received so far while busy. */
  receivedBytes: number;
  onClose: () => void;
  onExport: (request: ExportRequest) => void;
}

/**
 * Start, end, fields and granularity; the export needs both dates and at least one field. It opens
 * with the list's dates and exports with its other filters, so the file holds the rows the list totals.
 */
export function ExportCsvDialog({ open, filters, busy, receivedBytes, onClose, onExport }: ExportCsvDialogProps) {
  const [form, setForm] = useState<ExportForm>({
    start_date: filters.start_date ?? '',
    end_date: filters.end_date ?? '',
    fields: [...EXPORT_FIELDS],
    granularity: 'none',
  });
  const [problems, setProblems] = useState<string[]>([]);

  /** A required date input bound to one of the form's two dates. */
  const dateInput = (name: 'start_date' | 'end_date') => ({
    type: 'date',
    required: true,
    value: form[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: event.target.value }),
    slotProps: { inputLabel: { shrink: true } },
  });

  function toggle(field: ExportField, checked: boolean) {
    const fields = checked ? [...form.fields, field] : form.fields.filter((chosen) => chosen !== field);
    setForm({ ...form, fields: EXPORT_FIELDS.filter((known) => fields.includes(known)) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = exportFormSchema.safeParse(form);
    if (!parsed.success) {
      setProblems([...new Set(parsed.error.issues.map((issue) => issue.message))]);
      return;
    }
    setProblems([]);
    const { patient_name, procedure_name, payment_status, payment_mode } = filters;
    onExport({ ...parsed.data, patient_name, procedure_name, payment_status, payment_mode });
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="export-csv-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="export-csv-title">Export CSV</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problems.map((problem) => (
              <Alert key={problem} severity="error">
                {problem}
              </Alert>
            ))}
            {filtersInWords(filters) ? (
              <Typography>Only payments filtered as on the list: {filtersInWords(filters)}</Typography>
            ) : null}
            <TextField label="Start Date" {...dateInput('start_date')} />
            <TextField label="End Date" {...dateInput('end_date')} />
            <FormGroup aria-labelledby="export-fields-label">
              <FormLabel id="export-fields-label">Fields</FormLabel>
              {EXPORT_FIELDS.map((field) => (
                <FormControlLabel
                  key={field}
                  label={FIELD_LABELS[field]}
                  control={
                    <Checkbox
                      checked={form.fields.includes(field)}
                      onChange={(event) => toggle(field, event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
            <TextField
              select
              label="Granularity"
              value={form.granularity}
              onChange={(event) => setForm({ ...form, granularity: event.target.value as ExportGranularity })}
            >
              {menuItems(EXPORT_GRANULARITIES, GRANULARITY_LABELS)}
            </TextField>
            {busy && <ExportProgress receivedBytes={receivedBytes} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Export
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
