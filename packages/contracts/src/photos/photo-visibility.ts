import { normaliseRole, type Role } from '../common/roles.ts';
import type { PhotoRelease } from '../consents/photo-release.ts';

const CLINICIANS: readonly Role[] = ['SUPERADMIN', 'ADMIN', 'DOCTOR'];
const RECORD_READERS: readonly Role[] = ['SUPERADMIN', 'ADMIN', 'DOCTOR', 'NURSE', 'STAFF'];

/**
 * Who sees a procedure's photos (docs/decisions/018-clinical-photos.md): photos released for the
 * clinical record are part of it and seen by every staff role; without that release only the
 * clinicians see them. KIOSK never does.
 */
export function photoVisibleTo(role: string | undefined | null, release: PhotoRelease): boolean {
  const normalised = role ? normaliseRole(role) : undefined;
  if (!normalised) return false;
  return (release === 'none' ? CLINICIANS : RECORD_READERS).includes(normalised);
}

/** Only photos the patient released for marketing may leave the record for it. */
export const releasedForMarketing = (release: PhotoRelease): boolean => release === 'record_and_marketing';
