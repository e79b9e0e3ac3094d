import { describe, expect, it } from 'vitest';
import { ROLES } from '../common/roles.ts';
import { PHOTO_RELEASES } from '../consents/photo-release.ts';
import { photoVisibleTo, releasedForMarketing } from './photo-visibility.ts';

const visibleRoles = (release: (typeof PHOTO_RELEASES)[number]) =>
  ROLES.filter((role) => photoVisibleTo(role, release));

describe('photo visibility', () => {
  it('shows photos released for the record only to every staff role', () => {
    expect(visibleRoles('record_only')).toEqual(['SUPERADMIN', 'ADMIN', 'DOCTOR', 'NURSE', 'STAFF']);
  });

  it('shows photos released for the record and marketing to every staff role', () => {
    expect(visibleRoles('record_and_marketing')).toEqual(['SUPERADMIN', 'ADMIN', 'DOCTOR', 'NURSE', 'STAFF']);
  });

  it('shows photos without a release only to clinicians', () => {
    expect(visibleRoles('none')).toEqual(['SUPERADMIN', 'ADMIN', 'DOCTOR']);
  });

  it('reads roles in any case and refuses unknown ones', () => {
    expect(photoVisibleTo('doctor', 'none')).toBe(true);
    expect(photoVisibleTo('GUEST', 'record_only')).toBe(false);
    expect(photoVisibleTo(undefined, 'record_only')).toBe(false);
  });

  it('offers marketing only for photos released for it', () => {
    expect(PHOTO_RELEASES.filter(releasedForMarketing)).toEqual(['record_and_marketing']);
  });
});
