import { describe, expect, it } from 'vitest';
import { CLINIC_SETTINGS_MESSAGES, addressOnOneLine, clinicSettingsInputSchema } from './clinic-settings.schemas.ts';
import { tinBranchCode } from '../common/tin.ts';

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

describe('what an invoice prints', () => {
  it('takes a TIN with its branch code, or an empty one as none', () => {
    expect(clinicSettingsInputSchema.parse({ name: 'Glow', tin: ' 123-456-789-00001 ' }).tin).toBe('123-456-789-00001');
    expect(clinicSettingsInputSchema.parse({ name: 'Glow', tin: '' }).tin).toBeNull();
    expect(tinBranchCode('123-456-789-00001')).toBe('00001');
  });

  it.each(['123456789', '123-456-789', '123-456-789-0000', '123-456-789-00000-1'])('refuses %s as a TIN', (tin) => {
    const result = clinicSettingsInputSchema.safeParse({ name: 'Glow', tin });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([CLINIC_SETTINGS_MESSAGES.tinInvalid]);
  });

  it('trims the footer lines, leaves out blank ones, and takes at most five', () => {
    expect(
      clinicSettingsInputSchema.parse({ name: 'Glow', invoice_footer_lines: [' Acknowledgement No. 1 ', ' '] })
        .invoice_footer_lines,
    ).toEqual(['Acknowledgement No. 1']);
    const result = clinicSettingsInputSchema.safeParse({
      name: 'Glow',
      invoice_footer_lines: ['1', '2', '3', '4', '5', '6'],
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([CLINIC_SETTINGS_MESSAGES.tooManyFooterLines]);
  });
});

describe('an address on one line', () => {
  it('joins the lines with commas, leaving out empty ones', () => {
    expect(addressOnOneLine('12 Rizal Avenue\r\n\n  Poblacion \nMakati City')).toBe(
      '12 Rizal Avenue, Poblacion, Makati City',
    );
  });
});
