import { NetworkError } from './api-error.ts';
import { apiUrl, authorizationHeader, readResponse, type QueryParams } from './api-client.ts';

export interface UploadOptions {
  method: 'POST' | 'PUT';
  path: string;
  body: FormData;
  query?: QueryParams;
  /** Share of the request body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart request that reports upload progress. `fetch` cannot report it, so this one uses
 * XMLHttpRequest, with the same token, errors and 401 handling as `api`.
 */
export function uploadWithProgress<T>({ method, path, body, query, onProgress, signal }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path, query));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authorizationHeader())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(readResponse<T>(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
