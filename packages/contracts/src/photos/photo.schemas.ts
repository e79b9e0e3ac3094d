import { z } from 'zod';
import { recordIdSchema } from '../common/ids.ts';
import { photoReleaseSchema } from '../consents/photo-release.ts';

export const PHOTO_KINDS = ['before', 'after'] as const;
export const photoKindSchema = z.enum(PHOTO_KINDS);
export type PhotoKind = z.infer<typeof photoKindSchema>;
export const PHOTO_KIND_LABELS: Record<PhotoKind, string> = { before: 'Before', after: 'After' };

export const PHOTO_ANGLES = ['front', 'left_45', 'left_90', 'right_45', 'right_90', 'other'] as const;
export const photoAngleSchema = z.enum(PHOTO_ANGLES);
export type PhotoAngle = z.infer<typeof photoAngleSchema>;
export const PHOTO_ANGLE_LABELS: Record<PhotoAngle, string> = {
  front: 'Front',
  left_45: 'Left 45°',
  left_90: 'Left 90°',
  right_45: 'Right 45°',
  right_90: 'Right 90°',
  other: 'Other',
};

export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/**
 * The most pixels a photo may declare, read from its header before anything is decoded: a 48 MP
 * phone photo fits; a few hundred bytes that declare 16000×16000 (a decompression bomb) do not.
 */
export const MAX_PHOTO_MEGAPIXELS = 50;
/** The longer side of the stored full-size copy, in pixels: larger photos are scaled down to it. */
export const MAX_PHOTO_SIDE = 4096;
export const MAX_PHOTO_NOTE_LENGTH = 500;

/** What a photo may be, by content: JPEG, PNG or HEIC (what phones and tablets take). */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/heic'] as const;
/** The file input's `accept`: any image, so phones offer their camera; the content is checked on upload. */
export const PHOTO_ACCEPT = 'image/*';

export const PHOTO_MESSAGES = {
  notAnImage: 'The photo must be a JPEG, PNG or HEIC image',
  tooLarge: 'The photo is larger than 15 MB',
  unreadable: 'The photo could not be read as an image',
  tooManyPixels: `The photo is larger than ${MAX_PHOTO_MEGAPIXELS} megapixels; choose a smaller copy`,
  fileRequired: 'Choose or take a photo',
  notFound: 'Photo not found',
  procedureNotFound: 'Procedure not found',
  notForMarketing: 'The patient has not released this photo for marketing',
  linkInvalid: 'This photo link is invalid or has expired',
  deleted: 'Photo deleted successfully',
  onePhotoInFileField: 'Send one photo, in the field file',
} as const;

/** The text fields of `POST /procedures/{id}/photos` (multipart, beside the `file`). */
export const photoUploadFieldsSchema = z.object({
  kind: photoKindSchema,
  angle: photoAngleSchema,
  note: z.string().trim().max(MAX_PHOTO_NOTE_LENGTH).default(''),
});
export type PhotoUploadFields = z.infer<typeof photoUploadFieldsSchema>;

export const photoSchema = z.object({
  id: z.number().int(),
  patient_id: z.number().int(),
  procedure_id: z.number().int(),
  procedure_name: z.string(),
  /** When the procedure started, ISO 8601. */
  procedure_start: z.string(),
  kind: photoKindSchema,
  angle: photoAngleSchema,
  note: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  taken_at: z.string(),
  taken_by: z.string().nullable(),
  /** What the patient allowed for the procedure's photos. */
  release: photoReleaseSchema,
});
export type Photo = z.infer<typeof photoSchema>;

export const photoListResponseSchema = z.object({ items: z.array(photoSchema) });
export type PhotoListResponse = z.infer<typeof photoListResponseSchema>;

export const photoIdParamsSchema = z.object({ id: recordIdSchema() });

export const PHOTO_SIZES = ['thumb', 'full'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];
export const photoLinkQuerySchema = z.object({ size: z.enum(PHOTO_SIZES).default('full') });

/** A short-lived signed link to the photo's bytes. */
export const photoLinkResponseSchema = z.object({ url: z.string() });
export type PhotoLinkResponse = z.infer<typeof photoLinkResponseSchema>;
