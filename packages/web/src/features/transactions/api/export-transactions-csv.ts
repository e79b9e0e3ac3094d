import { useMutation } from '@tanstack/react-query';
import type { ExportForm } from '@clinic/contracts';
import { apiUrl, authorizationHeader, readResponse } from '../../../lib/api-client.ts';
import { NetworkError } from '../../../lib/api-error.ts';
import { fileNameFromDisposition } from '../lib/content-disposition.ts';

export interface ExportedFile {
  fileName: string;
  blob: Blob;
}

/** Downloads the CSV; the file name comes from the server's Content-Disposition header. */
export async function exportTransactionsCsv(form: ExportForm): Promise<ExportedFile> {
  const url = apiUrl('/procedure-transactions/export/csv', {
    start_date: form.start_date,
    end_date: form.end_date,
    fields: form.fields.join(','),
    granularity: form.granularity,
  });
  let response: Response;
  try {
    response = await fetch(url, { headers: authorizationHeader() });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) readResponse(response.status, await response.text());
  return {
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
    blob: await response.blob(),
  };
}

/** Hands a downloaded file to the browser as a save. */
export function saveFile({ fileName, blob }: ExportedFile): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}

export const useExportTransactionsCsv = () =>
  useMutation({ mutationFn: async (form: ExportForm) => saveFile(await exportTransactionsCsv(form)) });
