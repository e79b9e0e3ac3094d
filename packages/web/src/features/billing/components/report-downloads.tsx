import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { reportRangeQuerySchema, todayIsoDate, type ReportRangeQuery } from '@clinic/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { SaveErrorAlert, type SaveError } from '../../../components/ui/save-error-alert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDownloadReport, type ReportName } from '../api/reports.ts';

const REPORT_TITLES: Record<ReportName, string> = {
  'sales-journal': 'Sales journal',
  'discount-register': 'Senior/PWD discount register',
};

/** The first day of the clinic's current month through today: the range a month's books start from. */
function thisMonth(): ReportRangeQuery {
  const today = todayIsoDate();
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The sales journal and the senior/PWD discount register as CSV files, for the dates chosen. */
export function ReportDownloads({ onDownloaded }: { onDownloaded: (text: string) => void }) {
  const form = useForm<ReportRangeQuery>({ resolver: zodResolver(reportRangeQuerySchema), defaultValues: thisMonth() });
  const download = useDownloadReport();
  const [error, setError] = useState<SaveError | null>(null);

  const downloadOf = (report: ReportName) =>
    form.handleSubmit((range) => {
      setError(null);
      download.mutate(
        { report, range },
        {
          onSuccess: () => onDownloaded(`${REPORT_TITLES[report]} downloaded.`),
          onError: (failure) =>
            setError({
              text: errorMessage(failure, `The ${REPORT_TITLES[report].toLowerCase()} could not be downloaded.`),
            }),
        },
      );
    });

  return (
    <FormSection title="Download reports">
      <FormProvider {...form}>
        <Box component="form" aria-label="Download reports" noValidate onSubmit={downloadOf('sales-journal')}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 240px))' }, gap: 2 }}>
            <FormTextField<ReportRangeQuery> name="from" label="From" type="date" required />
            <FormTextField<ReportRangeQuery> name="to" label="To" type="date" required />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Button type="submit" variant="contained" disabled={download.isPending}>
              Download sales journal
            </Button>
            <Button variant="outlined" disabled={download.isPending} onClick={downloadOf('discount-register')}>
              Download discount register
            </Button>
          </Box>
          <Box sx={{ mt: 2 }}>
            <SaveErrorAlert error={error} />
          </Box>
        </Box>
      </FormProvider>
    </FormSection>
  );
}
