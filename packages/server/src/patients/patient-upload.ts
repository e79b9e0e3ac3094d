import type { FastifyRequest } from 'fastify';
import {
  ATTACHMENT_TYPES,
  FILE_MESSAGES,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENT_BYTES,
  PATIENT_MESSAGES,
  SERVER_MESSAGES,
  attachmentExtension,
} from '@clinic/contracts';
import { z } from 'zod';
import { AppError, forbidden, unprocessable } from '../http/app-error.ts';
import { filePartBytes, multipartParts } from '../http/multipart.ts';
import { assertWellFormedText } from '../http/well-formed-text.ts';
import { contentMatchesExtension } from '../storage/file-type.ts';

export interface UploadedFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export interface PatientUpload {
  /** The parsed `patient_in` JSON, or undefined when the field was not sent. */
  patientIn: unknown;
  files: UploadedFile[];
}

export type UploadMode = 'create' | 'edit';

/** Limits for @fastify/multipart (registered with throwFileSizeLimit off): one file more than allowed, so the 11th is seen and named. */
export const MULTIPART_LIMITS = {
  files: MAX_ATTACHMENTS + 1,
  fileSize: MAX_ATTACHMENT_BYTES,
  fields: 5,
  fieldSize: 1024 * 1024,
} as const;

/** The parts `readPatientUpload` reads, as the OpenAPI document describes them. */
export const patientUploadFormSchema = z.object({
  patient_in: z
    .string()
    .optional()
    .meta({
      description: 'The patient as JSON text: required to create; on an update, only the fields to change',
      contentMediaType: 'application/json',
      contentSchema: { $ref: '#/components/schemas/CreatePatientInput' },
    }),
  files: z
    .array(z.file())
    .max(MAX_ATTACHMENTS)
    .optional()
    .meta({
      description: `Attachments, each up to ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MB, its type checked by content: ${Object.keys(ATTACHMENT_TYPES).join(', ')}`,
    }),
});

// Path separators, parent references and control characters never belong in a file's name.
const UNSAFE_NAME = /[/\\\p{Cc}]|^\.\.?$/u;

/**
 * Bidirectional controls (right-to-left override and the like) make "scan\u202Efdp.exe" read as
 * "scanexe.pdf": they are removed from names, which keep every other character as typed.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

export function withoutBidiControls(fileName: string): string {
  return fileName.replace(BIDI_CONTROLS, '');
}

/**
 * Reads `patient_in` and the `files` parts of a multipart request, refusing at the first file that
 * breaks a rule (count, name, type by extension and by content, size) with the spec's message.
 * A caller who may not attach files is refused at the first file part, before its bytes are read.
 */
export async function readPatientUpload(
  request: FastifyRequest,
  mode: UploadMode,
  { mayAttach }: { mayAttach: boolean },
): Promise<PatientUpload> {
  if (!request.isMultipart()) throw new AppError(415, SERVER_MESSAGES.multipartRequired('patient_in and files'));
  const unsupported = mode === 'edit' ? FILE_MESSAGES.unsupportedOnEdit : FILE_MESSAGES.unsupportedOnCreate;
  const upload: PatientUpload = { patientIn: undefined, files: [] };

  for await (const part of multipartParts(request)) {
    if (part.type === 'field') {
      if (part.fieldname === 'patient_in') upload.patientIn = parsePatientIn(part.value);
      continue;
    }
    if (!mayAttach) throw forbidden();
    if (upload.files.length === MAX_ATTACHMENTS) {
      throw unprocessable(mode === 'edit' ? FILE_MESSAGES.tooManyOnEdit : FILE_MESSAGES.tooManyOnCreate);
    }
    const fileName = withoutBidiControls(part.filename).trim();
    if (!fileName || UNSAFE_NAME.test(fileName) || fileName.includes('..') || fileName.length > 255) {
      throw unprocessable(FILE_MESSAGES.nameNotAllowed(fileName));
    }
    const extension = attachmentExtension(fileName);
    if (!extension) throw unprocessable(unsupported(fileName));
    const bytes = await filePartBytes(request, part);
    if (part.file.truncated) throw unprocessable(FILE_MESSAGES.tooLarge(fileName));
    if (!(await contentMatchesExtension(bytes, extension))) throw unprocessable(unsupported(fileName));
    upload.files.push({ fileName, contentType: ATTACHMENT_TYPES[extension], bytes });
  }
  return upload;
}

function parsePatientIn(value: unknown): unknown {
  if (typeof value !== 'string') throw unprocessable(PATIENT_MESSAGES.patientInNotJson);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw unprocessable(PATIENT_MESSAGES.patientInNotJson);
  }
  // The field's own text passed the rule; the JSON's escapes ("\u0000") are decoded only now.
  assertWellFormedText(parsed, ['body', 'patient_in']);
  return parsed;
}
