import { describe, expect, it } from 'vitest';
import { storedDigitsOf, toInternationalNumber } from './phone-number.ts';

describe('Philippine numbers', () => {
  it('are written +63… however the patient typed them', () => {
    for (const written of ['0917 123 4567', '09171234567', '+63 917 123 4567', '(0917) 123-4567', '639171234567']) {
      expect(toInternationalNumber(written), written).toBe('+639171234567');
    }
  });

  it('are not made up from what is not a phone number', () => {
    for (const written of ['', '12', 'call me', '0917 123'])
      expect(toInternationalNumber(written), written).toBeUndefined();
    expect(toInternationalNumber(null)).toBeUndefined();
  });

  it('are found among stored digits in each way they may have been typed', () => {
    expect(storedDigitsOf('+639171234567')).toEqual(['639171234567', '09171234567', '9171234567']);
  });
});
