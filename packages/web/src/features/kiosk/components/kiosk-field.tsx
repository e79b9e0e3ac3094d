import type { TextFieldProps } from '@mui/material/TextField';
import type { FieldPath } from 'react-hook-form';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import type { KioskFormValues } from '../lib/kiosk-form.ts';

type KioskFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  name: FieldPath<KioskFormValues>;
  transform?: (value: string) => string;
};

export function KioskField(props: KioskFieldProps) {
  return <FormTextField<KioskFormValues> fullWidth {...props} />;
}

/** A native select: large, plain and easy to use on a touch screen. */
export function KioskSelect({
  options,
  blank,
  ...props
}: KioskFieldProps & { options: Record<string, string>; blank?: string }) {
  return (
    <KioskField select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...props}>
      {blank !== undefined && <option value="">{blank}</option>}
      {Object.entries(options).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </KioskField>
  );
}
