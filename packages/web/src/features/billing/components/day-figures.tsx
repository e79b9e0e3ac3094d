import { TENDERS, formatPeso, type BillingDay } from '@clinic/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { TENDER_LABELS } from '../lib/billing-labels.ts';

type Row = [label: string, value: string];

function Figures({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <FormSection title={title}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </FormSection>
  );
}

/** The day's figures, as the day's close records them. */
export function DayFigures({ day }: { day: BillingDay }) {
  const peso = formatPeso;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, gap: 2 }}>
      <Figures
        title="Payments by tender"
        rows={TENDERS.map((tender): Row => [TENDER_LABELS[tender], peso(day.tenders[tender])])}
      />
      <Figures
        title="Sales by tax class"
        rows={[
          ['Gross', peso(day.sales.gross)],
          ['VATable sales', peso(day.sales.vatable_sales)],
          ['VAT-exempt sales', peso(day.sales.vat_exempt_sales)],
          ['Zero-rated sales', peso(day.sales.zero_rated_sales)],
          ['VAT', peso(day.sales.vat)],
          ['Senior/PWD discount', peso(day.sales.senior_pwd_discount)],
          ['Other discounts', peso(day.sales.other_discounts)],
          ['Total due', peso(day.sales.total_due)],
        ]}
      />
      <Figures
        title="Invoices"
        rows={[
          ['Invoices numbered', String(day.invoice_count)],
          ['First number', day.first_number ?? '—'],
          ['Last number', day.last_number ?? '—'],
          ['Voids', `${day.voids.count} · ${peso(day.voids.total)}`],
          ['Credit memos', `${day.credit_memos.count} · ${peso(day.credit_memos.total)}`],
          ['Refunded', peso(day.credit_memos.refunded)],
        ]}
      />
      <Figures
        title="Cash drawer"
        rows={[
          ['Opening float', peso(day.cash.opening_float)],
          ['Cash in', peso(day.cash.cash_in)],
          ['Cash refunded', peso(day.cash.cash_refunded)],
          ['Expected in the drawer', peso(day.cash.expected)],
          ['Counted', day.counted_cash === null ? '—' : peso(day.counted_cash)],
          ['Variance', day.variance === null ? '—' : peso(day.variance)],
        ]}
      />
    </Box>
  );
}
