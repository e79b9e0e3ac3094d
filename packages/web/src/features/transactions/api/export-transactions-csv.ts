import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ExportForm, TransactionFilters } from '@clinic/contracts';
import { downloadFile, saveFile } from '../../../lib/file-download.ts';

/** The dialog's dates, fields and granularity, with the list's other filters. */
export type ExportRequest = ExportForm &
  Pick<TransactionFilters, 'patient_name' | 'procedure_name' | 'payment_status' | 'payment_mode'>;

/** The export as a mutation, with the bytes received so far while it downloads. */
export function useExportTransactionsCsv() {
  const [receivedBytes, setReceivedBytes] = useState(0);
  const mutation = useMutation({
    mutationFn: async (form: ExportRequest) => {
      setReceivedBytes(0);
      const query = {
        start_date: form.start_date,
        end_date: form.end_date,
        fields: form.fields.join(','),
        granularity: form.granularity,
        patient_name: form.patient_name,
        procedure_name: form.procedure_name,
        payment_status: form.payment_status,
        payment_mode: form.payment_mode,
      };
      saveFile(await downloadFile('/procedure-transactions/export/csv', query, setReceivedBytes));
    },
  });
  return { ...mutation, receivedBytes };
}
