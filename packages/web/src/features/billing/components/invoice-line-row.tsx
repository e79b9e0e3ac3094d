import { formatPeso, type LineDiscount } from '@clinic/contracts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { TAX_CLASS_LABELS } from '../../../components/ui/tax-class-labels.ts';
import type { FormLine } from '../lib/invoice-form.ts';

interface InvoiceLineRowProps {
  line: FormLine;
  /** The line's amount as the totals reached it. */
  net: string | undefined;
  note: string | null | undefined;
  onChange: (line: FormLine) => void;
  onRemove: () => void;
}

type DiscountKind = LineDiscount['kind'] | 'none';

/** One line of the invoice: quantity, unit price and its own discount with the reason for it. */
export function InvoiceLineRow({ line, net, note, onChange, onRemove }: InvoiceLineRowProps) {
  const discountKind: DiscountKind = line.discount?.kind ?? 'none';
  const setDiscount = (kind: DiscountKind) =>
    onChange({
      ...line,
      discount:
        kind === 'none' ? null : { kind, value: line.discount?.value ?? '', reason: line.discount?.reason ?? '' },
    });
  return (
    <Box
      component="li"
      aria-label={line.description}
      sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', py: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{line.description}</Typography>
          <Typography variant="body2" color="text.secondary">
            {TAX_CLASS_LABELS[line.tax_class]}
            {line.senior_pwd_eligible ? ' · senior/PWD discount applies' : ''}
          </Typography>
        </Box>
        <Typography aria-label={`Amount of ${line.description}`}>{formatPeso(net)}</Typography>
        <IconButton aria-label={`Remove ${line.description}`} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
          gap: 1.5,
          mt: 1.5,
        }}
      >
        <TextField
          label="Quantity"
          size="small"
          value={line.quantity}
          onChange={(event) => onChange({ ...line, quantity: event.target.value })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label="Unit price"
          size="small"
          value={line.unit_price}
          onChange={(event) => onChange({ ...line, unit_price: event.target.value })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          select
          label="Line discount"
          size="small"
          value={discountKind}
          onChange={(event) => setDiscount(event.target.value as DiscountKind)}
        >
          <MenuItem value="none">None</MenuItem>
          <MenuItem value="percent">Percent</MenuItem>
          <MenuItem value="amount">Amount</MenuItem>
        </TextField>
        {line.discount ? (
          <TextField
            label={line.discount.kind === 'percent' ? 'Discount %' : 'Discount ₱'}
            size="small"
            value={line.discount.value}
            onChange={(event) => onChange({ ...line, discount: { ...line.discount!, value: event.target.value } })}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ) : null}
        {line.discount ? (
          <TextField
            label="Discount reason"
            size="small"
            required
            value={line.discount.reason}
            onChange={(event) => onChange({ ...line, discount: { ...line.discount!, reason: event.target.value } })}
            sx={{ gridColumn: '1 / -1' }}
          />
        ) : null}
      </Box>
      {note ? (
        <Typography variant="body2" color="info.main" sx={{ mt: 1 }}>
          {note}
        </Typography>
      ) : null}
    </Box>
  );
}
