import { createContext, useContext } from 'react';
import type { TextFieldProps } from '@mui/material/TextField';
import type { FieldPath } from 'react-hook-form';
import { FormTextField } from '../../../../components/ui/form-text-field.tsx';
import type { PatientFormValues } from '../../lib/patient-form-values.ts';

type PatientFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  name: FieldPath<PatientFormValues>;
  transform?: (value: string) => string;
};

const FieldSize = createContext<'small' | 'medium'>('small');

/** The patient fields are compact on staff screens; the kiosk gives them the full touch size. */
export const PatientFieldSize = FieldSize.Provider;

/** A text field of the patient forms. */
export function PatientField(props: PatientFieldProps) {
  return <FormTextField<PatientFormValues> fullWidth size={useContext(FieldSize)} {...props} />;
}

/** A native select of the patient forms: plain options, reachable by keyboard and by label. */
export function PatientSelect({
  options,
  ...props
}: PatientFieldProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <PatientField select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </PatientField>
  );
}

/** A date field (YYYY-MM-DD) of the patient forms. */
export function PatientDateField(props: PatientFieldProps) {
  return <PatientField type="date" slotProps={{ inputLabel: { shrink: true } }} {...props} />;
}
