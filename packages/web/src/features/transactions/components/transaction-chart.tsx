import { PAYMENT_MODES, TRANSACTION_MESSAGES, formatPeso, type TransactionFilters } from '@clinic/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useAmountsOverTime } from '../api/get-amounts-over-time.ts';
import { PAYMENT_MODE_LABELS } from '../../../components/ui/payment-labels.ts';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { onFirstUse } from '../../../lib/on-first-use.ts';

/** Axis ticks as short peso amounts ("₱4M", "₱250K") so they fit beside the bars. */
const axisPesos = onFirstUse(
  () =>
    new Intl.NumberFormat('en-PH', {
      style: 'currency',
      currency: 'PHP',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }),
);

/**
 * Amounts per day (a range of two months or less) or per month, stacked by payment mode, under
 * every filter of the list. Numbers are for drawing only; the table beside it reads the exact text.
 */
export function TransactionChart({ filters }: { filters: TransactionFilters }) {
  const { data } = useAmountsOverTime(filters);
  const periods = data?.periods ?? [];
  const unit = data?.granularity === 'day' ? 'Per day' : 'Per month';
  return (
    <Card variant="outlined" component="section" aria-label="Amounts over time" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          Amounts over time by payment mode
        </Typography>
        {periods.length === 0 ? (
          <Typography color="text.secondary">{TRANSACTION_MESSAGES.empty}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {unit}
            </Typography>
            <BarChart
              height={280}
              xAxis={[{ scaleType: 'band', data: periods.map((entry) => entry.period) }]}
              yAxis={[{ valueFormatter: (value: number) => axisPesos().format(value) }]}
              series={PAYMENT_MODES.map((mode) => ({
                label: PAYMENT_MODE_LABELS[mode],
                stack: 'amount',
                data: periods.map((entry) => Number(entry.by_mode[mode])),
                valueFormatter: (_value, { dataIndex }) => formatPeso(periods[dataIndex]?.by_mode[mode] ?? '0'),
              }))}
            />
            {/* Hidden by a wrapper: a table is never narrower than its cells, so hiding the table itself
                still lays it out at full width and the page scrolls sideways on a phone. */}
            <div style={visuallyHidden}>
              <table aria-label="Amounts by period">
                <thead>
                  <tr>
                    <th scope="col">{data?.granularity === 'day' ? 'Day' : 'Month'}</th>
                    <th scope="col">Total</th>
                    {PAYMENT_MODES.map((mode) => (
                      <th scope="col" key={mode}>
                        {PAYMENT_MODE_LABELS[mode]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {periods.map((entry) => (
                    <tr key={entry.period}>
                      <th scope="row">{entry.period}</th>
                      <td>{formatPeso(entry.total_amount)}</td>
                      {PAYMENT_MODES.map((mode) => (
                        <td key={mode}>{formatPeso(entry.by_mode[mode])}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
