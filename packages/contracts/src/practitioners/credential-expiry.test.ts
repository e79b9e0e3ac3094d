import { describe, expect, it } from 'vitest';
import { credentialExpiryText, expiringCredentials } from './credential-expiry.ts';

const none = { prc_valid_until: null, ptr_year: null };

describe('expiringCredentials', () => {
  it('warns of the PRC licence from 30 days before its date, and after it', () => {
    const profile = { ...none, prc_valid_until: '2026-12-15' };
    expect(expiringCredentials(profile, '2026-11-14')).toEqual([]);
    expect(expiringCredentials(profile, '2026-11-15')).toEqual([
      { credential: 'prc', validUntil: '2026-12-15', daysLeft: 30 },
    ]);
    expect(expiringCredentials(profile, '2026-12-15')).toEqual([
      { credential: 'prc', validUntil: '2026-12-15', daysLeft: 0 },
    ]);
    expect(expiringCredentials(profile, '2027-01-03')).toEqual([
      { credential: 'prc', validUntil: '2026-12-15', daysLeft: -19 },
    ]);
  });

  it('takes a PTR to run out at the end of its year', () => {
    const profile = { ...none, ptr_year: 2026 };
    expect(expiringCredentials(profile, '2026-11-30')).toEqual([]);
    expect(expiringCredentials(profile, '2026-12-01')).toEqual([
      { credential: 'ptr', validUntil: '2026-12-31', daysLeft: 30 },
    ]);
    expect(expiringCredentials({ ...none, ptr_year: 2025 }, '2026-01-05')).toEqual([
      { credential: 'ptr', validUntil: '2025-12-31', daysLeft: -5 },
    ]);
  });

  it('warns of both at once, and of neither when nothing is on file', () => {
    expect(expiringCredentials({ prc_valid_until: '2026-12-20', ptr_year: 2026 }, '2026-12-10')).toHaveLength(2);
    expect(expiringCredentials(none, '2026-12-31')).toEqual([]);
  });
});

describe('credentialExpiryText', () => {
  it('says the date and how soon, in words', () => {
    expect(credentialExpiryText({ credential: 'prc', validUntil: '2026-12-15', daysLeft: 12 })).toBe(
      'Your PRC licence expires on December 15, 2026, in 12 days. Renew it and update the practitioner profile.',
    );
    expect(credentialExpiryText({ credential: 'ptr', validUntil: '2026-12-31', daysLeft: 1 })).toBe(
      'Your PTR expires on December 31, 2026, tomorrow. Renew it and update the practitioner profile.',
    );
    expect(credentialExpiryText({ credential: 'ptr', validUntil: '2025-12-31', daysLeft: -5 })).toBe(
      'Your PTR expired on December 31, 2025. Renew it and update the practitioner profile.',
    );
  });
});
