import { useMutation, useQuery } from '@tanstack/react-query';
import type { AgingReport, ReportRangeQuery } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { downloadFile, saveFile } from '../../../lib/file-download.ts';
import { billingKeys } from './billing-query-keys.ts';

export type ReportName = 'sales-journal' | 'discount-register';

export const useAging = () =>
  useQuery({
    queryKey: billingKeys.aging(),
    queryFn: ({ signal }) => api.get<AgingReport>('/reports/aging', { signal }),
  });

/** A report's CSV for a date range, saved by the browser. */
export const useDownloadReport = () =>
  useMutation({
    mutationFn: async ({ report, range }: { report: ReportName; range: ReportRangeQuery }) =>
      saveFile(await downloadFile(`/reports/${report}.csv`, { from: range.from, to: range.to })),
  });
