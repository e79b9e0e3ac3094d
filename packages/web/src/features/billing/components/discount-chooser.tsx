import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PatientSeniorPwdId } from '@clinic/contracts';
import type { DiscountChoice } from '../lib/invoice-form.ts';

type KeptSeniorPwdId = NonNullable<PatientSeniorPwdId['senior_pwd_id']>;

const LABELS: Record<DiscountChoice['kind'], string> = {
  none: 'None',
  senior: 'Senior citizen',
  pwd: 'PWD',
  percent: 'Percent off the invoice',
  amount: 'Amount off the invoice',
};

/**
 * The whole invoice's discount: senior citizen or PWD (the buyer named, with their ID), or a
 * percent or amount with its reason. Choosing senior or PWD fills in the ID the patient last
 * bought with, when it was of the same kind.
 */
export function DiscountChooser({
  value,
  onChange,
  kept,
}: {
  value: DiscountChoice;
  onChange: (next: DiscountChoice) => void;
  kept?: KeptSeniorPwdId | null;
}) {
  function choose(kind: DiscountChoice['kind']) {
    if (kind === 'none') onChange({ kind });
    else if (kind === 'senior' || kind === 'pwd')
      onChange(
        kept?.kind === kind
          ? { ...kept }
          : { kind, buyer_name: '', id_type: kind === 'senior' ? 'Senior citizen ID' : 'PWD ID', id_number: '' },
      );
    else onChange({ kind, value: '', reason: '' });
  }
  const prefilled =
    (value.kind === 'senior' || value.kind === 'pwd') &&
    kept?.kind === value.kind &&
    kept.id_number === value.id_number;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, gap: 1.5 }}>
      <TextField
        select
        label="Invoice discount"
        size="small"
        value={value.kind}
        onChange={(event) => choose(event.target.value as DiscountChoice['kind'])}
      >
        {(Object.keys(LABELS) as DiscountChoice['kind'][]).map((kind) => (
          <MenuItem key={kind} value={kind}>
            {LABELS[kind]}
          </MenuItem>
        ))}
      </TextField>
      {value.kind === 'senior' || value.kind === 'pwd' ? (
        <>
          <TextField
            label="Buyer name"
            size="small"
            required
            value={value.buyer_name}
            onChange={(event) => onChange({ ...value, buyer_name: event.target.value })}
          />
          <TextField
            label="ID type"
            size="small"
            required
            value={value.id_type}
            onChange={(event) => onChange({ ...value, id_type: event.target.value })}
          />
          <TextField
            label="ID number"
            size="small"
            required
            value={value.id_number}
            onChange={(event) => onChange({ ...value, id_number: event.target.value })}
            helperText={prefilled ? "Kept from the patient's last senior/PWD invoice" : undefined}
          />
        </>
      ) : null}
      {value.kind === 'percent' || value.kind === 'amount' ? (
        <>
          <TextField
            label={value.kind === 'percent' ? 'Discount %' : 'Discount ₱'}
            size="small"
            value={value.value}
            onChange={(event) => onChange({ ...value, value: event.target.value })}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="Discount reason"
            size="small"
            required
            value={value.reason}
            onChange={(event) => onChange({ ...value, reason: event.target.value })}
          />
        </>
      ) : null}
    </Box>
  );
}
