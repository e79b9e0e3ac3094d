import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROCEDURE_STATUS_LABELS, type MonthRates, type ProcedureStats } from '@clinic/contracts';
import { onFirstUse } from '../../../lib/on-first-use.ts';

interface ProcedureStatCardsProps {
  total: number;
  stats: ProcedureStats;
  /** This month's no-show and confirmation rates of appointments. */
  rates: MonthRates | undefined;
}

const percent = onFirstUse(() => new Intl.NumberFormat('en-PH', { style: 'percent', maximumFractionDigits: 0 }));
const rate = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : percent().format(value);

/** Counts of the procedures matching the dashboard's filters. */
export function ProcedureStatCards({ total, stats, rates }: ProcedureStatCardsProps) {
  const cards = [
    ['Total', total],
    [PROCEDURE_STATUS_LABELS.scheduled, stats.scheduled],
    [PROCEDURE_STATUS_LABELS.ongoing, stats.ongoing],
    [PROCEDURE_STATUS_LABELS.completed, stats.completed],
    [PROCEDURE_STATUS_LABELS.cancelled, stats.cancelled],
    ['No-show rate this month', rate(rates?.no_show_rate)],
    ['Confirmation rate this month', rate(rates?.confirmation_rate)],
  ] as const;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 3 }}>
      {cards.map(([label, count]) => (
        <Card key={label} variant="outlined" component="section" aria-label={label} sx={{ flex: '1 1 140px' }}>
          <CardContent>
            <Typography color="text.secondary">{label}</Typography>
            <Typography variant="h4" component="p">
              {count}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
