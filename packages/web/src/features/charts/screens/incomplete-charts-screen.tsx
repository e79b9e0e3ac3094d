import { Link as RouterLink, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  CHART_MESSAGES,
  incompleteChartsQuerySchema,
  todayIsoDate,
  type IncompleteChart,
  type IncompleteChartsQuery,
} from '@clinic/contracts';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useIncompleteCharts } from '../api/get-incomplete-charts.ts';

/** This month so far, in the clinic's days: where an administrator looks first. */
function thisMonth(): IncompleteChartsQuery {
  const today = todayIsoDate();
  return { from: `${today.slice(0, 8)}01`, to: today };
}

const COLUMNS: readonly Column<IncompleteChart>[] = [
  {
    header: 'Procedure',
    render: (row) => (
      <Link component={RouterLink} to={paths.procedure.href(row.procedure_id)}>
        {row.procedure_name}
      </Link>
    ),
  },
  { header: 'Patient', render: (row) => row.patient_name },
  { header: 'Date', render: (row) => formatDateTime(row.start_datetime) },
  { header: 'Missing', render: (row) => row.missing.map((item) => `${item.label} (${item.detail})`).join(', ') },
];

/** /reports/incomplete-charts: a period's treated procedures whose charts miss items, by doctor. */
export function IncompleteChartsScreen() {
  const [query, setQuery] = useSearchParams();
  const given = incompleteChartsQuerySchema.safeParse({ from: query.get('from'), to: query.get('to') });
  const period = given.success ? given.data : thisMonth();
  const report = useIncompleteCharts(period);
  const form = useForm<IncompleteChartsQuery>({ resolver: zodResolver(incompleteChartsQuerySchema), values: period });

  return (
    <>
      <PageHeader title={CHART_MESSAGES.reportTitle} />
      <FormProvider {...form}>
        <Box
          component="form"
          aria-label="Period"
          noValidate
          onSubmit={form.handleSubmit((values) => setQuery(values))}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}
        >
          <FormTextField<IncompleteChartsQuery> name="from" label="From" type="date" />
          <FormTextField<IncompleteChartsQuery> name="to" label="To" type="date" />
          <Button type="submit" variant="contained" sx={{ mt: 1 }}>
            Show
          </Button>
        </Box>
      </FormProvider>
      {report.isPending ? <CircularProgress aria-label="Loading the incomplete charts" /> : null}
      {report.isError ? <Alert severity="error">{CHART_MESSAGES.reportFetchFailed}</Alert> : null}
      {report.data?.doctors.length === 0 ? <Typography>{CHART_MESSAGES.reportEmpty}</Typography> : null}
      {report.data?.doctors.map((doctor) => (
        <Paper
          key={doctor.doctor_name}
          component="section"
          aria-label={doctor.doctor_name}
          variant="outlined"
          sx={{ p: 2, mb: 2 }}
        >
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {`${doctor.doctor_name} — ${doctor.procedures.length} incomplete`}
          </Typography>
          <ResponsiveTable
            label={`Incomplete charts of ${doctor.doctor_name}`}
            rows={doctor.procedures}
            columns={COLUMNS}
            rowKey={(row) => row.procedure_id}
          />
        </Paper>
      ))}
    </>
  );
}
