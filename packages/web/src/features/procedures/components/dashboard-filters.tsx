import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  PROCEDURE_STATUSES,
  PROCEDURE_STATUS_LABELS,
  type ProcedureFilters,
  type ProcedureStatus,
} from '@clinic/contracts';
import { useAppliedFields } from '../../../lib/use-applied-fields.ts';
import { DASHBOARD_RANGES, rangeEndDate, rangeStartDate, type DashboardRange } from '../lib/dashboard-range.ts';
import { menuItems, toggleButtons } from '../../../components/ui/option-items.tsx';

export interface DashboardFilterValues {
  start_date: string;
  end_date: string;
  doctor_name: string;
  status: ProcedureStatus | '';
}

export const EMPTY_DASHBOARD_FILTERS: DashboardFilterValues = {
  start_date: '',
  end_date: '',
  doctor_name: '',
  status: '',
};

/** The fields as the applied filters left them. */
export const filterValuesOf = (filters: ProcedureFilters): DashboardFilterValues => ({
  start_date: filters.start_date ?? '',
  end_date: filters.end_date ?? '',
  doctor_name: filters.doctor_name ?? '',
  status: filters.status ?? '',
});

/** The filters of the fields; a blank field filters nothing. */
export const filterStateOf = (values: DashboardFilterValues): ProcedureFilters => ({
  start_date: values.start_date || undefined,
  end_date: values.end_date || undefined,
  doctor_name: values.doctor_name.trim() || undefined,
  status: values.status || undefined,
});

const RANGE_LABELS: Record<DashboardRange, string> = { day: 'Day', week: 'Week', month: 'Month' };

interface DashboardFiltersProps {
  /** The filters of the list shown, which the fields start from. */
  applied: DashboardFilterValues;
  /** The period button of the list shown; a change to a field clears it. */
  range: DashboardRange | null;
  onSearch: (values: DashboardFilterValues) => void;
  onReset: () => void;
  /** A period button: the fields with that period's dates. */
  onRange: (range: DashboardRange, values: DashboardFilterValues) => void;
}

export function DashboardFilters({ applied, range: appliedRange, onSearch, onReset, onRange }: DashboardFiltersProps) {
  const fields = useAppliedFields({ values: applied, range: appliedRange });
  const { values, range } = fields.values;
  const onChange = (next: DashboardFilterValues) => fields.setValues({ values: next, range: null });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    fields.submitted({ values: filterValuesOf(filterStateOf(values)), range: null });
    onSearch(values);
  };
  const reset = () => {
    fields.clear({ values: EMPTY_DASHBOARD_FILTERS, range: null });
    onReset();
  };
  const field = (name: keyof DashboardFilterValues) => ({
    size: 'small' as const,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value }),
  });
  const chooseRange = (next: DashboardRange) => {
    const ranged = { ...values, start_date: rangeStartDate(next), end_date: rangeEndDate(next) };
    fields.setValues({ values: ranged, range: next });
    fields.submitted({ values: filterValuesOf(filterStateOf(ranged)), range: next });
    onRange(next, ranged);
  };
  return (
    <Stack
      component="form"
      onSubmit={submit}
      aria-label="Filters"
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { md: 'center' } }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Period"
        value={range}
        onChange={(_event, next: DashboardRange | null) => next && chooseRange(next)}
      >
        {toggleButtons(DASHBOARD_RANGES, RANGE_LABELS)}
      </ToggleButtonGroup>
      <TextField label="Start Date" type="date" {...field('start_date')} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField label="End Date" type="date" {...field('end_date')} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField label="Doctor" {...field('doctor_name')} />
      <TextField select label="Status" {...field('status')} sx={{ minWidth: 160 }}>
        <MenuItem value="">All</MenuItem>
        {menuItems(PROCEDURE_STATUSES, PROCEDURE_STATUS_LABELS)}
      </TextField>
      <Button type="submit" variant="contained">
        Search
      </Button>
      <Button onClick={reset}>Reset</Button>
    </Stack>
  );
}
