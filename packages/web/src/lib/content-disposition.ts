import { DEFAULT_EXPORT_FILE_NAME } from '@clinic/contracts';

/** The file name a Content-Disposition header gives, or the spec's default when it gives none. */
export function fileNameFromDisposition(header: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  const plain = /filename="?([^";]+)"?/i.exec(header ?? '')?.[1];
  return plain?.trim() || DEFAULT_EXPORT_FILE_NAME;
}
