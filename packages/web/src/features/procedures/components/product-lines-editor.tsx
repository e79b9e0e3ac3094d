import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStockProducts } from '../api/get-stock.ts';
import { emptyProductLine, type ProductLineRow } from '../lib/procedure-form-values.ts';
import { ProductUsageFields } from './product-usage-fields.tsx';

interface ProductLinesEditorProps {
  rows: ProductLineRow[];
  /** The procedure's date: a lot expired by then is not offered. */
  usedOn: string | null;
  showErrors: boolean;
  onChange: (rows: ProductLineRow[]) => void;
}

/** Products used but not on a face point: a full-face skin booster, a refill's purchase. */
export function ProductLinesEditor({ rows, usedOn, showErrors, onChange }: ProductLinesEditorProps) {
  const products = useStockProducts();
  if (!products.data || products.data.length === 0) return null;
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6">
        Products not on a point
      </Typography>
      {rows.map((row, index) => (
        <Stack
          key={row.key}
          role="group"
          aria-label={`Product line ${index + 1}`}
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ '& > .MuiTextField-root': { minWidth: 200 } }}
        >
          <ProductUsageFields
            value={row}
            usedOn={usedOn}
            showErrors={showErrors}
            onChange={(next) => onChange(rows.map((other) => (other.key === row.key ? next : other)))}
          />
          <Button color="error" onClick={() => onChange(rows.filter((other) => other.key !== row.key))}>
            Remove
          </Button>
        </Stack>
      ))}
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => onChange([...rows, emptyProductLine()])}>
        Add product line
      </Button>
    </Stack>
  );
}
