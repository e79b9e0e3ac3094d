import { PAYMENT_MODES, formatPeso, type TransactionStats } from '@clinic/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PAYMENT_MODE_LABELS } from '../../../components/ui/payment-labels.ts';

function SummaryCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
      <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="subtitle2" color="text.secondary" component="h2">
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Grid>
  );
}

const Amount = ({ value }: { value: string }) => (
  <Typography variant="h5" component="p">
    {formatPeso(value)}
  </Typography>
);

/** Totals of every transaction the filters match, not only the page shown. */
export function TransactionSummary({ stats }: { stats: TransactionStats }) {
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <SummaryCard title="Total Amount">
        <Amount value={stats.total_amount} />
      </SummaryCard>
      <SummaryCard title="Paid Amount">
        <Amount value={stats.paid_amount} />
      </SummaryCard>
      <SummaryCard title="Pending Amount">
        <Amount value={stats.pending_amount} />
      </SummaryCard>
      <SummaryCard title="By Payment Mode">
        {PAYMENT_MODES.map((mode) => (
          <Typography key={mode} variant="body2">
            {PAYMENT_MODE_LABELS[mode]}: {formatPeso(stats.payment_mode_breakdown[mode])}
          </Typography>
        ))}
      </SummaryCard>
    </Grid>
  );
}
