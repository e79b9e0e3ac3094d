import { z } from 'zod';

export const SIGNATURE_MESSAGES = {
  required: 'A signature is required',
  invalid: 'The signature must be a PNG image of at most 200 KB',
  tooManyPixels: 'The signature image is larger than 8 megapixels',
} as const;

/** A drawn signature's PNG, decoded, is at most this large. */
export const MAX_SIGNATURE_BYTES = 200 * 1024;
/** The most pixels a signature's PNG may declare: a full-width pad on a high-density tablet is some 3. */
export const MAX_SIGNATURE_MEGAPIXELS = 8;

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** A PNG data URL as a signature pad gives it; the server also checks its content. */
export const signatureDataUrlSchema = z
  .string({ message: SIGNATURE_MESSAGES.required })
  .min(1, { message: SIGNATURE_MESSAGES.required })
  // Base64 holds 3 bytes in 4 characters; the prefix is 22 characters.
  .max(Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4 + 22, { message: SIGNATURE_MESSAGES.invalid })
  .regex(PNG_DATA_URL, { message: SIGNATURE_MESSAGES.invalid });
