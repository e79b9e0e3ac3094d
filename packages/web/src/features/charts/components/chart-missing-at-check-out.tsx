import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { CHART_MESSAGES } from '@clinic/contracts';
import { useChartChecklist } from '../api/get-chart-checklist.ts';

/**
 * What a billed procedure's chart still misses, on Check out. Payment is left out: the invoice
 * being issued is what settles it.
 */
export function ChartMissingAtCheckOut({ procedureId, description }: { procedureId: number; description: string }) {
  const checklist = useChartChecklist(procedureId);
  const missing = checklist.data?.items.filter((item) => !item.done && item.key !== 'payment') ?? [];
  if (missing.length === 0) return null;
  return (
    <Box component="li" sx={{ listStyle: 'none', mb: 1 }}>
      <Alert severity="warning" variant="outlined">
        {`${CHART_MESSAGES.missingAtCheckOut} — ${description}: ${missing
          .map((item) => `${item.label} (${item.detail})`)
          .join(', ')}`}
      </Alert>
    </Box>
  );
}
