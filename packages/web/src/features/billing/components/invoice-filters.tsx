import { useState, type FormEvent } from 'react';
import { INVOICE_STATUSES, type InvoiceListQuery } from '@clinic/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FilterActions, REVERSED_DATES_REASON } from '../../../components/ui/filter-actions.tsx';
import { useAppliedFields } from '../../../lib/use-applied-fields.ts';
import { PatientPickerField, type PickedPatient } from '../../../components/ui/patient-picker-field.tsx';
import { INVOICE_STATUS_LABELS } from '../lib/billing-labels.ts';

export type InvoiceFilters = Pick<InvoiceListQuery, 'patient_id' | 'status' | 'from' | 'to' | 'number'>;

interface TextValues {
  from: string;
  to: string;
  number: string;
}

const EMPTY: TextValues = { from: '', to: '', number: '' };

const textValues = (filters: InvoiceFilters): TextValues => ({
  from: filters.from ?? '',
  to: filters.to ?? '',
  number: filters.number ?? '',
});

const blankAsUnset = (value: string) => (value.trim() === '' ? undefined : value.trim());

interface InvoiceFiltersFormProps {
  applied: InvoiceFilters;
  onApply: (filters: InvoiceFilters) => void;
}

/** The invoices list's search: number, dates of issue and patient in a form; the status as chips, applied at once. */
export function InvoiceFiltersForm({ applied, onApply }: InvoiceFiltersFormProps) {
  const { values, submitted, clear, field } = useAppliedFields<TextValues>(textValues(applied));
  const [patient, setPatient] = useState<PickedPatient | null>(null);
  const reversed = values.from !== '' && values.to !== '' && values.from > values.to;

  function apply(event: FormEvent) {
    event.preventDefault();
    if (reversed) return;
    submitted(values);
    onApply({
      status: applied.status,
      patient_id: patient?.id ?? applied.patient_id,
      from: blankAsUnset(values.from),
      to: blankAsUnset(values.to),
      number: blankAsUnset(values.number),
    });
  }

  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" component="nav" aria-label="Invoice status" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {[undefined, ...INVOICE_STATUSES].map((status) => (
          <Chip
            key={status ?? 'all'}
            label={status ? INVOICE_STATUS_LABELS[status] : 'All'}
            color={applied.status === status ? 'primary' : 'default'}
            variant={applied.status === status ? 'filled' : 'outlined'}
            aria-pressed={applied.status === status}
            onClick={() => onApply({ ...applied, status })}
          />
        ))}
      </Stack>
      <Box
        component="form"
        role="search"
        aria-label="Filter invoices"
        onSubmit={apply}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          gap: 2,
          alignItems: 'flex-start',
        }}
      >
        <PatientPickerField value={patient} onChange={setPatient} required={false} />
        <TextField label="Number" size="small" {...field('number')} />
        <TextField
          label="From"
          type="date"
          size="small"
          {...field('from')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To"
          type="date"
          size="small"
          {...field('to')}
          error={reversed}
          helperText={reversed ? REVERSED_DATES_REASON : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FilterActions
          reversed={reversed}
          onClear={() => {
            clear(EMPTY);
            setPatient(null);
            onApply({});
          }}
        />
      </Box>
    </Box>
  );
}
