import {
  MAX_PHOTO_BYTES,
  PHOTO_MESSAGES,
  SERVER_MESSAGES,
  photoUploadFieldsSchema,
  type PhotoUploadFields,
} from '@clinic/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, unprocessable } from '../http/app-error.ts';
import { filePartBytes, multipartParts } from '../http/multipart.ts';
import { ValidationFailure, zodIssuesToValidationIssues } from '../http/validation-error.ts';

export interface PhotoUpload {
  fields: PhotoUploadFields;
  bytes: Buffer;
}

/** Limits for @fastify/multipart (registered with throwFileSizeLimit off): one photo and its three fields. */
export const PHOTO_MULTIPART_LIMITS = {
  files: 2,
  fileSize: MAX_PHOTO_BYTES,
  fields: 3,
  fieldSize: 4 * 1024,
} as const;

/** The parts `readPhotoUpload` reads, as the OpenAPI document describes them. */
export const photoUploadFormSchema = photoUploadFieldsSchema.extend({
  file: z.file().meta({ description: `The photo: JPEG, PNG or HEIC, up to ${MAX_PHOTO_BYTES / (1024 * 1024)} MB` }),
});

/** Reads `file`, `kind`, `angle` and `note` of a multipart request; the content is judged later, by processing it. */
export async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  if (!request.isMultipart()) throw new AppError(415, SERVER_MESSAGES.multipartRequired('file, kind, angle and note'));
  const fields: Record<string, unknown> = {};
  let bytes: Buffer | undefined;
  for await (const part of multipartParts(request)) {
    if (part.type === 'field') {
      fields[part.fieldname] = part.value;
      continue;
    }
    if (bytes !== undefined || part.fieldname !== 'file') throw unprocessable(PHOTO_MESSAGES.onePhotoInFileField);
    bytes = await filePartBytes(request, part);
    if (part.file.truncated) throw new AppError(413, PHOTO_MESSAGES.tooLarge);
  }
  const parsed = photoUploadFieldsSchema.safeParse(fields);
  const issues = parsed.success ? [] : zodIssuesToValidationIssues(parsed.error, ['body']);
  if (bytes === undefined || bytes.length === 0) {
    issues.push({ loc: ['body', 'file'], msg: PHOTO_MESSAGES.fileRequired, type: 'missing' });
  }
  if (!parsed.success || bytes === undefined || bytes.length === 0) throw new ValidationFailure(issues);
  return { fields: parsed.data, bytes };
}
