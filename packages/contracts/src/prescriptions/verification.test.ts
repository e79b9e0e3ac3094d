import { describe, expect, it } from 'vitest';
import { buildVerification } from '../testing/verification.factory.ts';
import { patientInitials, verificationText } from './verification.ts';

describe('patientInitials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(patientInitials('juan', 'Dela Cruz')).toBe('J. D.');
    expect(patientInitials('Ñora', '')).toBe('Ñ.');
  });
});

describe('verificationText', () => {
  const valid = buildVerification();

  it('says who issued it for whom', () => {
    expect(verificationText(valid)).toBe('Issued by Glow Clinic on November 27, 2026 by Dr. Maria Reyes for J. D.');
  });

  it('says when it was revoked', () => {
    expect(verificationText({ ...valid, status: 'revoked', revoked_on: '2026-11-28' })).toBe(
      'This prescription was revoked on November 28, 2026.',
    );
  });
});
