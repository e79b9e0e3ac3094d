import { z } from 'zod';
import { FILE_MESSAGES } from './patient-messages.ts';

export const MAX_ATTACHMENTS = 10;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** Accepted extensions and the content type each is stored and served with. */
export const ATTACHMENT_TYPES = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type AttachmentExtension = keyof typeof ATTACHMENT_TYPES;

/** The `accept` attribute for file inputs. */
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

export function attachmentExtension(fileName: string): AttachmentExtension | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return extension in ATTACHMENT_TYPES ? (extension as AttachmentExtension) : undefined;
}

/** What the checker needs of a file: a browser `File` and a server upload both fit. */
export interface FileDescription {
  name: string;
  size: number;
}

export interface FileCheckOptions {
  /** 'create' and 'edit' word their messages differently and count existing files on edit. */
  mode: 'create' | 'edit';
  existingCount?: number;
}

/** Every problem with a set of chosen files, in the spec's words; empty when they may be uploaded. */
export function checkAttachmentFiles(files: readonly FileDescription[], options: FileCheckOptions): string[] {
  const problems: string[] = [];
  const existing = options.mode === 'edit' ? (options.existingCount ?? 0) : 0;
  if (files.length + existing > MAX_ATTACHMENTS) {
    problems.push(options.mode === 'edit' ? FILE_MESSAGES.tooManyOnEdit : FILE_MESSAGES.tooManyOnCreate);
  }
  for (const file of files) {
    if (!attachmentExtension(file.name)) {
      problems.push(
        options.mode === 'edit'
          ? FILE_MESSAGES.unsupportedOnEdit(file.name)
          : FILE_MESSAGES.unsupportedOnCreate(file.name),
      );
    } else if (file.size > MAX_ATTACHMENT_BYTES) {
      problems.push(FILE_MESSAGES.tooLarge(file.name));
    }
  }
  return problems;
}

export const attachmentSchema = z.object({
  id: z.number().int(),
  attachment_id: z.number().int(),
  file_name: z.string(),
  uploaded_at: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentUrlResponseSchema = z.object({ url: z.string() });
export type AttachmentUrlResponse = z.infer<typeof attachmentUrlResponseSchema>;

/** How long a signed download link works. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;
