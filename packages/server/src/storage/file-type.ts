import type { AttachmentExtension } from '@clinic/contracts';
import { fileTypeFromBuffer } from 'file-type';

/** The content types `file-type` may find in a file of each accepted extension. */
const DETECTED_TYPES: Record<AttachmentExtension, readonly string[]> = {
  jpeg: ['image/jpeg'],
  jpg: ['image/jpeg'],
  png: ['image/png'],
  pdf: ['application/pdf'],
  heic: ['image/heic', 'image/heic-sequence', 'image/heif', 'image/heif-sequence'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
};

/** Whether the content really is what the extension claims, judged by its content. */
export async function contentMatchesExtension(bytes: Uint8Array, extension: AttachmentExtension): Promise<boolean> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected !== undefined && DETECTED_TYPES[extension].includes(detected.mime);
}
