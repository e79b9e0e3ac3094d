import { PAYMENT_MODES, TRANSACTION_MESSAGES, formatPeso, type DashboardStatsQuery } from '@clinic/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTransactionStats } from '../api/get-transaction-stats.ts';
import { PAYMENT_MODE_LABELS } from '../../../components/ui/payment-labels.ts';

/** Axis ticks as short peso amounts ("₱4M", "₱250K") so they fit beside the bars. */
const axisPesos = new Intl.NumberFormat('en-PH', {
  style: 'currency',
  currency: 'PHP',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Amounts per month, stacked by payment mode. Numbers are for drawing only; labels use the exact text. */
export function TransactionChart({ range }: { range: DashboardStatsQuery }) {
  const { data } = useTransactionStats(range);
  const months = data?.monthly ?? [];
  return (
    <Card variant="outlined" component="section" aria-label="Amounts over time" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          Amounts over time by payment mode
        </Typography>
        {months.length === 0 ? (
          <Typography color="text.secondary">{TRANSACTION_MESSAGES.empty}</Typography>
        ) : (
          <BarChart
            height={280}
            xAxis={[{ scaleType: 'band', data: months.map((month) => month.month) }]}
            yAxis={[{ valueFormatter: (value: number) => axisPesos.format(value) }]}
            series={PAYMENT_MODES.map((mode) => ({
              label: PAYMENT_MODE_LABELS[mode],
              stack: 'amount',
              data: months.map((month) => Number(month.by_mode[mode])),
              valueFormatter: (_value, { dataIndex }) => formatPeso(months[dataIndex]?.by_mode[mode] ?? '0'),
            }))}
          />
        )}
      </CardContent>
    </Card>
  );
}
