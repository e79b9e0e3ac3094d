import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ExportForm } from '@clinic/contracts';
import { downloadFile, saveFile } from '../../../lib/file-download.ts';

/** The export as a mutation, with the bytes received so far while it downloads. */
export function useExportTransactionsCsv() {
  const [receivedBytes, setReceivedBytes] = useState(0);
  const mutation = useMutation({
    mutationFn: async (form: ExportForm) => {
      setReceivedBytes(0);
      const query = {
        start_date: form.start_date,
        end_date: form.end_date,
        fields: form.fields.join(','),
        granularity: form.granularity,
      };
      saveFile(await downloadFile('/procedure-transactions/export/csv', query, setReceivedBytes));
    },
  });
  return { ...mutation, receivedBytes };
}
