import TextField, { type TextFieldProps } from '@mui/material/TextField';

type ReasonFieldProps = Omit<TextFieldProps, 'label' | 'value' | 'onChange'> & {
  value: string;
  onChange: (reason: string) => void;
};

/** The reason typed for an act the record keeps with it (a revoke, a reopening, an amendment). */
export function ReasonField({ onChange, ...props }: ReasonFieldProps) {
  return <TextField label="Reason" {...props} onChange={(event) => onChange(event.target.value)} />;
}
