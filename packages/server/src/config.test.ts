import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  it('is unset by default: no forwarded header is believed', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
  });

  it('takes addresses, CIDR ranges and loopback, comma-separated', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 192.168.1.0/24,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.2',
      '192.168.1.0/24',
      'loopback',
      '::1',
    ]);
  });

  it('refuses "true" and anything else that is not an address, naming the variable', () => {
    for (const value of ['true', '*', 'proxy.clinic.lan', '10.0.0.0/abc']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: must list IP addresses/);
    }
  });
});

describe('MFA_REQUIRED_ROLES', () => {
  it('requires two-factor sign-in of SUPERADMIN and ADMIN by default', () => {
    expect(loadConfig({}).mfaRequiredRoles).toEqual(['SUPERADMIN', 'ADMIN']);
  });

  it('takes staff roles in any letter case, comma-separated', () => {
    expect(loadConfig({ MFA_REQUIRED_ROLES: ' superadmin, Doctor,ADMIN,doctor ' }).mfaRequiredRoles).toEqual([
      'SUPERADMIN',
      'DOCTOR',
      'ADMIN',
    ]);
  });

  it('turns the requirement off when empty', () => {
    expect(loadConfig({ MFA_REQUIRED_ROLES: '' }).mfaRequiredRoles).toEqual([]);
    expect(loadConfig({ MFA_REQUIRED_ROLES: ' , ' }).mfaRequiredRoles).toEqual([]);
  });

  it('refuses KIOSK and unknown roles, naming the variable', () => {
    for (const value of ['KIOSK', 'ADMIN,JANITOR', 'ADMIN;DOCTOR']) {
      expect(() => loadConfig({ MFA_REQUIRED_ROLES: value }), value).toThrow(/MFA_REQUIRED_ROLES: must list roles/);
    }
  });
});
