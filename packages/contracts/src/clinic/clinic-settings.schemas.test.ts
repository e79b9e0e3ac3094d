import { describe, expect, it } from 'vitest';
import { CLINIC_SETTINGS_MESSAGES, addressOnOneLine, clinicSettingsInputSchema } from './clinic-settings.schemas.ts';

describe('the clinic settings input', () => {
  it('trims the fields, stores an empty address, phone or e-mail as none, and leaves out what was left out', () => {
    expect(
      clinicSettingsInputSchema.parse({
        name: ' Glow Clinic ',
        address: ' 12 Rizal Avenue\nMakati ',
        phone: '',
        email: '',
      }),
    ).toEqual({ name: 'Glow Clinic', address: '12 Rizal Avenue\nMakati', phone: null, email: null });
    expect(clinicSettingsInputSchema.parse({ name: 'Glow Clinic', phone: null })).toEqual({
      name: 'Glow Clinic',
      phone: null,
    });
  });

  it.each(['(02) 8123 4567', '+63 917 123 4567', '0917-123-4567'])('takes %s as a phone', (phone) => {
    expect(clinicSettingsInputSchema.parse({ name: 'Glow', phone }).phone).toBe(phone);
  });

  it.each(['call us', '12345', '+63 917 123 4567 ext 2'])('refuses %s as a phone', (phone) => {
    const result = clinicSettingsInputSchema.safeParse({ name: 'Glow', phone });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([CLINIC_SETTINGS_MESSAGES.phoneInvalid]);
  });

  it('requires a name and refuses a bad e-mail', () => {
    const result = clinicSettingsInputSchema.safeParse({ name: '  ', email: 'hello@' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      CLINIC_SETTINGS_MESSAGES.nameRequired,
      CLINIC_SETTINGS_MESSAGES.emailInvalid,
    ]);
  });
});

describe('an address on one line', () => {
  it('joins the lines with commas, leaving out empty ones', () => {
    expect(addressOnOneLine('12 Rizal Avenue\r\n\n  Poblacion \nMakati City')).toBe(
      '12 Rizal Avenue, Poblacion, Makati City',
    );
  });
});
