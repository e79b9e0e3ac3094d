import { formatPeso, fromCentavos, toCentavos, type InvoiceTotals } from '@clinic/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface InvoiceTotalsPanelProps {
  totals: InvoiceTotals;
  /** Centavos of cash to hand back, when cash was given beyond the balance. */
  change?: number;
}

/** The invoice's figures, as the official receipt prints them. */
export function InvoiceTotalsPanel({ totals, change = 0 }: InvoiceTotalsPanelProps) {
  const rows: [string, string][] = [
    ['Gross', totals.gross],
    ['Senior/PWD discount', totals.senior_pwd_discount],
    ['VAT exempted (senior/PWD)', totals.senior_pwd_vat_exempted],
    ['Other discounts', totals.other_discounts],
    ['VATable sales', totals.vatable_sales],
    ['VAT-exempt sales', totals.vat_exempt_sales],
    ['Zero-rated sales', totals.zero_rated_sales],
    ['VAT', totals.vat],
    ['Total due', totals.total_due],
    // Only an issued invoice has credit memos; a draft's totals leave the row out.
    ...(toCentavos(totals.credited) > 0 ? ([['Credited (credit memos)', totals.credited]] as [string, string][]) : []),
    ['Paid', totals.paid],
    ['Balance', totals.balance],
  ];
  return (
    <Box component="dl" aria-label="Totals" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0 }}>
      {rows.map(([label, amount]) => (
        <Box key={label} sx={{ display: 'contents', fontWeight: label === 'Total due' ? 700 : undefined }}>
          <Typography component="dt" sx={{ fontWeight: 'inherit' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 'inherit' }}>
            {formatPeso(amount)}
          </Typography>
        </Box>
      ))}
      {change > 0 ? (
        <Box sx={{ display: 'contents', fontWeight: 700, color: 'success.main' }}>
          <Typography component="dt" sx={{ fontWeight: 'inherit' }}>
            Change due
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 'inherit' }}>
            {formatPeso(fromCentavos(change))}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
