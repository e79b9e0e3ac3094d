import { describe, expect, it } from 'vitest';
import { prescriberRefusal } from './prescriber-credentials.ts';
import { PRESCRIPTION_MESSAGES } from './prescription.schemas.ts';

const valid = {
  prc_number: '0123456',
  prc_valid_until: '2027-06-30',
  ptr_number: 'PTR-1',
  ptr_year: 2026,
  s2_number: null,
};

describe('prescriberRefusal', () => {
  it('lets a prescriber with valid licences write ordinary drugs', () => {
    expect(prescriberRefusal(valid, '2026-11-27', false)).toBeUndefined();
  });

  it('takes the PRC licence as valid through its last day', () => {
    expect(prescriberRefusal({ ...valid, prc_valid_until: '2026-11-27' }, '2026-11-27', false)).toBeUndefined();
    expect(prescriberRefusal({ ...valid, prc_valid_until: '2026-11-26' }, '2026-11-27', false)).toBe(
      PRESCRIPTION_MESSAGES.prcExpired,
    );
  });

  it("refuses without a PRC licence or with last year's PTR", () => {
    expect(prescriberRefusal({ ...valid, prc_number: null }, '2026-11-27', false)).toBe(
      PRESCRIPTION_MESSAGES.noPrcNumber,
    );
    expect(prescriberRefusal({ ...valid, ptr_year: 2025 }, '2026-11-27', false)).toBe(PRESCRIPTION_MESSAGES.ptrExpired);
  });

  it('needs an S2 licence for a dangerous drug', () => {
    expect(prescriberRefusal(valid, '2026-11-27', true)).toBe(PRESCRIPTION_MESSAGES.s2Required);
    expect(prescriberRefusal({ ...valid, s2_number: 'S2-99' }, '2026-11-27', true)).toBeUndefined();
  });
});
