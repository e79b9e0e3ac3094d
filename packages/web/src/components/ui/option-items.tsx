import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';

/**
 * A select's options over a fixed list: one menu item per value, showing its label (or the value
 * itself where it is its own label). Returned as an array, not a fragment, because MUI's select
 * reads its options from its direct children.
 */
export function menuItems<T extends string>(values: readonly T[], labels?: Readonly<Record<T, string>>) {
  return values.map((value) => (
    <MenuItem key={value} value={value}>
      {labels ? labels[value] : value}
    </MenuItem>
  ));
}

/** A toggle-button group's buttons over a fixed list, one per value, showing its label. */
export function toggleButtons<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) {
  return values.map((value) => (
    <ToggleButton key={value} value={value}>
      {labels[value]}
    </ToggleButton>
  ));
}
