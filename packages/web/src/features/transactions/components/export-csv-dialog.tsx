import { Controller, FormProvider, useController, type Control } from 'react-hook-form';
import {
  EXPORT_FIELDS,
  EXPORT_GRANULARITIES,
  TRANSACTION_MESSAGES,
  exportFormSchema,
  type ExportField,
  type ExportForm,
  type ExportGranularity,
  type TransactionFilters,
} from '@clinic/contracts';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormControl from '@mui/material/FormControl';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAYMENT_MODE_LABELS, PAYMENT_STATUS_LABELS } from '../../../components/ui/payment-labels.ts';
import type { ExportRequest } from '../api/export-transactions-csv.ts';
import { ExportProgress } from './export-progress.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { menuItems } from '../../../components/ui/option-items.tsx';
import { useContractForm } from '../../../lib/contract-form.tsx';
import { SubmitActions } from '../../../components/ui/submit-actions.tsx';

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
  const { form, submit, errorAlert } = useContractForm<ExportForm, ExportForm>({
    schema: exportFormSchema,
    defaultValues: {
      start_date: filters.start_date ?? '',
      end_date: filters.end_date ?? '',
      fields: [...EXPORT_FIELDS],
      granularity: 'none',
    },
    failureText: TRANSACTION_MESSAGES.exportFailed,
    // Nothing typed to lose: the export's choices start again from the list each time it opens.
    guardUnsaved: false,
    onSubmit: async (checked) => {
      const { patient_name, procedure_name, payment_status, payment_mode } = filters;
      onExport({ ...checked, patient_name, procedure_name, payment_status, payment_mode });
    },
  });
  const { errors } = form.formState;
  // Both dates share one rule and one message, said once under them.
  const datesProblem = errors.start_date?.message ?? errors.end_date?.message;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="export-csv-title" fullWidth maxWidth="sm">
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <DialogTitle id="export-csv-title">Export CSV</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {errorAlert}
              {filtersInWords(filters) ? (
                <Typography>Only payments filtered as on the list: {filtersInWords(filters)}</Typography>
              ) : null}
              <DateField control={form.control} name="start_date" label="Start Date" invalid={Boolean(datesProblem)} />
              <DateField control={form.control} name="end_date" label="End Date" invalid={Boolean(datesProblem)} />
              {datesProblem ? <FormHelperText error>{datesProblem}</FormHelperText> : null}
              <Controller
                control={form.control}
                name="fields"
                render={({ field, fieldState }) => (
                  <FormControl error={Boolean(fieldState.error)} component="fieldset">
                    <FormGroup aria-labelledby="export-fields-label">
                      <FormLabel id="export-fields-label">Fields</FormLabel>
                      {EXPORT_FIELDS.map((known) => (
                        <FormControlLabel
                          key={known}
                          label={FIELD_LABELS[known]}
                          control={
                            <Checkbox
                              checked={field.value.includes(known)}
                              onChange={(event) => {
                                const chosen = event.target.checked
                                  ? [...field.value, known]
                                  : field.value.filter((item) => item !== known);
                                field.onChange(EXPORT_FIELDS.filter((item) => chosen.includes(item)));
                              }}
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                    {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
                  </FormControl>
                )}
              />
              <FormTextField<ExportForm> select name="granularity" label="Granularity">
                {menuItems(EXPORT_GRANULARITIES, GRANULARITY_LABELS)}
              </FormTextField>
              {busy && <ExportProgress receivedBytes={receivedBytes} />}
            </Stack>
          </DialogContent>
          <SubmitActions submitLabel="Export" onCancel={onClose} busy={busy} />
        </form>
      </FormProvider>
    </Dialog>
  );
}

/** A required date input bound to one of the export's two dates. */
function DateField({
  control,
  name,
  label,
  invalid,
}: {
  control: Control<ExportForm, unknown, ExportForm>;
  name: 'start_date' | 'end_date';
  label: string;
  invalid: boolean;
}) {
  const { field } = useController({ control, name });
  return (
    <TextField
      label={label}
      type="date"
      required
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={invalid}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
