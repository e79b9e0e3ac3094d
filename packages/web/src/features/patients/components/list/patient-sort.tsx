import type { PatientSortColumn } from '@clinic/contracts';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';

export interface PatientSort {
  sortBy: PatientSortColumn;
  sortOrder: 'asc' | 'desc';
}

/** The spec's order for the list: the newest patients first. */
export const NEWEST_FIRST: PatientSort = { sortBy: 'created_at', sortOrder: 'desc' };

/**
 * The orders the list offers, each column's first order first: a date column starts with the
 * newest, a name column from A. The Name column sorts by last name, as a clinic files its records.
 */
const SORT_OPTIONS: readonly (PatientSort & { label: string })[] = [
  { sortBy: 'created_at', sortOrder: 'desc', label: 'Date added, newest first' },
  { sortBy: 'created_at', sortOrder: 'asc', label: 'Date added, oldest first' },
  { sortBy: 'last_name', sortOrder: 'asc', label: 'Last name, A to Z' },
  { sortBy: 'last_name', sortOrder: 'desc', label: 'Last name, Z to A' },
];

const optionValue = ({ sortBy, sortOrder }: PatientSort) => `${sortBy} ${sortOrder}`;

/** The sort after a click on a column's header: the other order of the same column, or the column's first order. */
function sortAfterClickOn(column: PatientSortColumn, current: PatientSort): PatientSort {
  if (current.sortBy === column) return { sortBy: column, sortOrder: current.sortOrder === 'asc' ? 'desc' : 'asc' };
  const first = SORT_OPTIONS.find((option) => option.sortBy === column);
  return { sortBy: column, sortOrder: first?.sortOrder ?? 'asc' };
}

interface SortControlProps {
  sort: PatientSort;
  onSort: (sort: PatientSort) => void;
}

/** A table column's header as a sort button (wide screens). */
export function SortableHeader({
  label,
  column,
  sort,
  onSort,
}: SortControlProps & { label: string; column: PatientSortColumn }) {
  const active = sort.sortBy === column;
  return (
    <TableSortLabel
      active={active}
      direction={active ? sort.sortOrder : sortAfterClickOn(column, sort).sortOrder}
      onClick={() => onSort(sortAfterClickOn(column, sort))}
    >
      {label}
    </TableSortLabel>
  );
}

/** "Sort by", for the card list on small screens where there are no column headers. */
export function PatientSortSelect({ sort, onSort }: SortControlProps) {
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={optionValue(sort)}
      onChange={(event) => {
        const chosen = SORT_OPTIONS.find((option) => optionValue(option) === event.target.value);
        if (chosen) onSort({ sortBy: chosen.sortBy, sortOrder: chosen.sortOrder });
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 240 }}
    >
      {SORT_OPTIONS.map((option) => (
        <option key={optionValue(option)} value={optionValue(option)}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
