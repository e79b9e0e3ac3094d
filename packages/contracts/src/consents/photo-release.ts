import { z } from 'zod';

/**
 * What the patient allowed the clinic to do with the photographs of a treatment, chosen when the
 * consent is signed: keep them in the clinical record only, also use them for marketing, or neither
 * (then only clinicians see them).
 */
export const PHOTO_RELEASES = ['record_only', 'record_and_marketing', 'none'] as const;
export const photoReleaseSchema = z.enum(PHOTO_RELEASES);
export type PhotoRelease = z.infer<typeof photoReleaseSchema>;

/** Labels shown to the patient and staff, in the order offered. */
export const PHOTO_RELEASE_LABELS: Record<PhotoRelease, string> = {
  record_only: 'Clinical record only',
  record_and_marketing: 'Clinical record and marketing',
  none: 'None',
};
