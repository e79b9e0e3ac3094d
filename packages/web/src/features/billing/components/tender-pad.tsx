import { TENDERS, TENDERS_WITHOUT_REFERENCE, type Tender } from '@clinic/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/Delete';
import { menuItems } from '../../../components/ui/option-items.tsx';
import { TENDER_LABELS } from '../lib/billing-labels.ts';
import { rowKey, type TenderRow } from '../lib/invoice-form.ts';

interface TenderPadProps {
  rows: TenderRow[];
  /** What is left to pay, as an amount string: a new tender starts with it. */
  balance: string;
  onChange: (rows: TenderRow[]) => void;
}

/** Split payments: each tender with its amount, and its reference for every tender but cash and patient credit. */
export function TenderPad({ rows, balance, onChange }: TenderPadProps) {
  const update = (index: number, row: TenderRow) => onChange(rows.map((current, at) => (at === index ? row : current)));
  return (
    <Box>
      <Box component="ol" sx={{ p: 0, m: 0 }}>
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <Box
              component="li"
              key={row.key}
              aria-label={`Payment ${number}`}
              sx={{
                listStyle: 'none',
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 1fr auto', sm: '1fr 1fr 1.5fr auto' },
                gap: 1.5,
                mb: 1.5,
                alignItems: 'start',
              }}
            >
              <TextField
                select
                size="small"
                label={`Tender ${number}`}
                value={row.tender}
                onChange={(event) => update(index, { ...row, tender: event.target.value as Tender })}
              >
                {menuItems(TENDERS, TENDER_LABELS)}
              </TextField>
              <TextField
                size="small"
                label={`Amount ${number}`}
                value={row.amount}
                onChange={(event) => update(index, { ...row, amount: event.target.value })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <IconButton
                aria-label={`Remove payment ${number}`}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
                sx={{ gridColumn: { xs: 3, sm: 4 }, gridRow: 1 }}
              >
                <DeleteIcon />
              </IconButton>
              {TENDERS_WITHOUT_REFERENCE.includes(row.tender) ? null : (
                <TextField
                  size="small"
                  required
                  label={`Reference ${number}`}
                  value={row.reference}
                  onChange={(event) => update(index, { ...row, reference: event.target.value })}
                  sx={{ gridColumn: { xs: '1 / 3', sm: 3 }, gridRow: { sm: 1 } }}
                />
              )}
            </Box>
          );
        })}
      </Box>
      <Button
        onClick={() =>
          onChange([
            ...rows,
            { key: rowKey(), tender: 'cash', amount: Number(balance) > 0 ? balance : '', reference: '' },
          ])
        }
      >
        Add payment
      </Button>
    </Box>
  );
}
