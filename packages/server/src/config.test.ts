import path from 'node:path';
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

describe('FILES_URL', () => {
  it('keeps files on disk when unset', () => {
    expect(loadConfig({}).filesUrl).toBeUndefined();
  });

  it('takes an S3 bucket with its endpoint and region', () => {
    const url = 's3://clinic-files?endpoint=http://127.0.0.1:9000&region=ap-southeast-1';
    expect(loadConfig({ FILES_URL: url }).filesUrl).toBe(url);
  });

  it('refuses another scheme or a bad endpoint, naming the variable', () => {
    expect(() => loadConfig({ FILES_URL: 'http://clinic-files' })).toThrow(/FILES_URL/);
    expect(() => loadConfig({ FILES_URL: 's3://clinic-files?endpoint=not a url' })).toThrow(/FILES_URL/);
  });
});

describe('BACKUP_*', () => {
  it('backs up daily into DATA_DIR/backups, keeps 14, under the archive key by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/clinic' });
    expect(config.backupDir).toBe(path.resolve('/srv/clinic/backups'));
    expect(config.backupEveryMs).toBe(24 * 3_600_000);
    expect(config.backupKeep).toBe(14);
    expect(config.backupKey).toBeUndefined();
  });

  it('takes a folder, an interval with its unit, a count and a key', () => {
    const config = loadConfig({
      BACKUP_DIR: '/mnt/backups',
      BACKUP_EVERY: '6h',
      BACKUP_KEEP: '30',
      BACKUP_KEY: 'ab'.repeat(32),
    });
    expect(config).toMatchObject({
      backupDir: path.resolve('/mnt/backups'),
      backupEveryMs: 6 * 3_600_000,
      backupKeep: 30,
      backupKey: 'ab'.repeat(32),
    });
  });

  it('takes off to leave backups to the host', () => {
    expect(loadConfig({ BACKUP_EVERY: 'off' }).backupEveryMs).toBeUndefined();
  });

  it('refuses an interval without a unit, a count of none and a short key, naming each', () => {
    expect(() => loadConfig({ BACKUP_EVERY: '24', BACKUP_KEEP: '0', BACKUP_KEY: 'short' })).toThrow(
      /BACKUP_EVERY[\s\S]*BACKUP_KEEP[\s\S]*BACKUP_KEY/,
    );
  });
});
