import type { UseFormRegisterReturn } from 'react-hook-form';

/** react-hook-form's registration for an MUI TextField, whose `ref` belongs to the input. */
export function textFieldProps({ ref, ...rest }: UseFormRegisterReturn) {
  return { ...rest, inputRef: ref };
}

/**
 * Required, but without MUI's asterisk in the label: the label then reads exactly as the spec
 * writes it, for screen readers and for tests that find inputs by label.
 */
export const requiredTextField = { required: true, slotProps: { inputLabel: { required: false } } } as const;
