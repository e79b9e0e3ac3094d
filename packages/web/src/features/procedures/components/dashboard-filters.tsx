import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PROCEDURE_STATUSES, PROCEDURE_STATUS_LABELS, type ProcedureStatus } from '@clinic/contracts';
import { DASHBOARD_RANGES, type DashboardRange } from '../lib/dashboard-range.ts';

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

const RANGE_LABELS: Record<DashboardRange, string> = { day: 'Day', week: 'Week', month: 'Month' };

interface DashboardFiltersProps {
  values: DashboardFilterValues;
  range: DashboardRange | null;
  onChange: (values: DashboardFilterValues) => void;
  onSearch: () => void;
  onReset: () => void;
  onRange: (range: DashboardRange) => void;
}

export function DashboardFilters({ values, range, onChange, onSearch, onReset, onRange }: DashboardFiltersProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
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
        onChange={(_event, next: DashboardRange | null) => next && onRange(next)}
      >
        {DASHBOARD_RANGES.map((option) => (
          <ToggleButton key={option} value={option}>
            {RANGE_LABELS[option]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        label="Start Date"
        type="date"
        size="small"
        value={values.start_date}
        onChange={(event) => onChange({ ...values, start_date: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="End Date"
        type="date"
        size="small"
        value={values.end_date}
        onChange={(event) => onChange({ ...values, end_date: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Doctor"
        size="small"
        value={values.doctor_name}
        onChange={(event) => onChange({ ...values, doctor_name: event.target.value })}
      />
      <TextField
        select
        label="Status"
        size="small"
        value={values.status}
        onChange={(event) => onChange({ ...values, status: event.target.value as DashboardFilterValues['status'] })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">All</MenuItem>
        {PROCEDURE_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {PROCEDURE_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        Search
      </Button>
      <Button onClick={onReset}>Reset</Button>
    </Stack>
  );
}
