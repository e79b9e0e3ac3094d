import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ExportForm } from '@clinic/contracts';
import { apiUrl, authorizationHeader, readResponse } from '../../../lib/api-client.ts';
import { NetworkError } from '../../../lib/api-error.ts';
import { fileNameFromDisposition } from '../lib/content-disposition.ts';

export interface ExportedFile {
  fileName: string;
  blob: Blob;
}

/** Reads a streamed body to its end, telling how many bytes have arrived so far. */
async function readWithProgress(response: Response, onProgress: (bytes: number) => void): Promise<Blob> {
  if (!response.body) return response.blob();
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    chunks.push(part.value);
    received += part.value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'text/csv' });
}

/**
 * Downloads the CSV; the file name comes from the server's Content-Disposition header. The server
 * streams it without knowing its length in advance, so progress is the bytes received.
 */
export async function exportTransactionsCsv(
  form: ExportForm,
  onProgress: (bytes: number) => void = () => {},
): Promise<ExportedFile> {
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
    blob: await readWithProgress(response, onProgress),
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

/** The export as a mutation, with the bytes received so far while it downloads. */
export function useExportTransactionsCsv() {
  const [receivedBytes, setReceivedBytes] = useState(0);
  const mutation = useMutation({
    mutationFn: async (form: ExportForm) => {
      setReceivedBytes(0);
      saveFile(await exportTransactionsCsv(form, setReceivedBytes));
    },
  });
  return { ...mutation, receivedBytes };
}
