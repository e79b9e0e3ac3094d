import { apiUrl, authorizationHeader, readResponse, type QueryParams } from './api-client.ts';
import { NetworkError } from './api-error.ts';
import { fileNameFromDisposition } from './content-disposition.ts';

export interface DownloadedFile {
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
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' });
}

/**
 * Downloads a file the API streams (an export); the name comes from its Content-Disposition
 * header. The server does not know the length in advance, so progress is the bytes received.
 */
export async function downloadFile(
  path: string,
  query?: QueryParams,
  onProgress: (bytes: number) => void = () => {},
): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { headers: authorizationHeader() });
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
export function saveFile({ fileName, blob }: DownloadedFile): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}
