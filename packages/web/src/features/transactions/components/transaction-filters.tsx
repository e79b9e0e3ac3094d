import type { FormEvent } from 'react';
import {
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  TRANSACTION_MESSAGES,
  type PaymentMode,
  type PaymentStatus,
  type TransactionFilters,
} from '@clinic/contracts';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PAYMENT_MODE_LABELS, PAYMENT_STATUS_LABELS } from '../../../components/ui/payment-labels.ts';
import { useAppliedFields } from '../../../lib/use-applied-fields.ts';
import { menuItems } from '../../../components/ui/option-items.tsx';
import { FilterActions } from '../../../components/ui/filter-actions.tsx';

interface FilterValues {
  start_date: string;
  end_date: string;
  patient_name: string;
  procedure_name: string;
  payment_status: PaymentStatus | '';
  payment_mode: PaymentMode | '';
}
const EMPTY: FilterValues = {
  start_date: '',
  end_date: '',
  patient_name: '',
  procedure_name: '',
  payment_status: '',
  payment_mode: '',
};

const FILTER_NAMES = Object.keys(EMPTY) as (keyof FilterValues)[];

/** Every filter unset: what applying starts from, so a filter left blank is cleared. */
export const NO_FILTERS: TransactionFilters = Object.fromEntries(FILTER_NAMES.map((name) => [name, undefined]));

/** The filters of a list query. */
export const filtersOf = (query: TransactionFilters): TransactionFilters =>
  Object.fromEntries(FILTER_NAMES.map((name) => [name, query[name]]));

const toFilters = (values: FilterValues): TransactionFilters =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')) as TransactionFilters;

const toValues = (filters: TransactionFilters): FilterValues => ({
  ...EMPTY,
  ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
});

interface TransactionFiltersFormProps {
  /** The filters of the list shown, which the fields start from. */
  applied: TransactionFilters;
  onApply: (filters: TransactionFilters) => void;
}

export function TransactionFiltersForm({ applied, onApply }: TransactionFiltersFormProps) {
  const { values, submitted, clear, field: appliedField } = useAppliedFields<FilterValues>(toValues(applied));
  const reversed = values.start_date !== '' && values.end_date !== '' && values.start_date > values.end_date;
  const field = (name: keyof FilterValues) => ({ ...appliedField(name), size: 'small' as const });

  function apply(event: FormEvent) {
    event.preventDefault();
    if (reversed) return;
    submitted(toValues(toFilters(values)));
    onApply(toFilters(values));
  }

  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter transactions"
      onSubmit={apply}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        gap: 2,
        mb: 2,
        alignItems: 'flex-start',
      }}
    >
      <TextField label="Start Date" type="date" {...field('start_date')} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField
        label="End Date"
        type="date"
        {...field('end_date')}
        error={reversed}
        helperText={reversed ? TRANSACTION_MESSAGES.startAfterEnd : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField label="Patient Name" {...field('patient_name')} />
      <TextField label="Procedure Name" {...field('procedure_name')} />
      <TextField select label="Payment Status" {...field('payment_status')}>
        <MenuItem value="">All</MenuItem>
        {menuItems(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS)}
      </TextField>
      <TextField select label="Payment Mode" {...field('payment_mode')}>
        <MenuItem value="">All</MenuItem>
        {menuItems(PAYMENT_MODES, PAYMENT_MODE_LABELS)}
      </TextField>
      <FilterActions
        reversed={reversed}
        onClear={() => {
          clear(EMPTY);
          onApply({});
        }}
      />
    </Box>
  );
}
