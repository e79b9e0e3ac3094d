import { useWatch } from 'react-hook-form';
import { formatPeso, toCentavos, type Invoice } from '@clinic/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { previewFigures, type CreditMemoFormValues } from '../lib/credit-memo-form.ts';
import { TENDER_LABELS } from '../lib/billing-labels.ts';

/** The memo's figures as the server will issue them, while the lines are chosen. */
export function CreditMemoPreview({ invoice }: { invoice: Invoice }) {
  const [lines, tender] = useWatch<CreditMemoFormValues, ['lines', 'tender']>({ name: ['lines', 'tender'] });
  const figures = previewFigures(invoice, lines);
  const rows: [string, string][] = [
    ['Credited', figures.total],
    ['VAT in it', figures.vat],
    [`Paid back (${TENDER_LABELS[tender]})`, figures.refunded],
  ];
  const owedLess = toCentavos(figures.total) - toCentavos(figures.refunded);
  return (
    <Box aria-live="polite">
      <Box
        component="dl"
        aria-label="Credit memo totals"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0 }}
      >
        {rows.map(([label, amount]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 700 }}>
              {formatPeso(amount)}
            </Typography>
          </Box>
        ))}
      </Box>
      {owedLess > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The rest lowers what is still owed on the invoice.
        </Typography>
      ) : null}
    </Box>
  );
}
