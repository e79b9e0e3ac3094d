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

describe('REMINDER_OFFSETS', () => {
  it('reminds 24 hours and 2 hours before by default', () => {
    expect(loadConfig({}).reminderOffsetsMinutes).toEqual([1440, 120]);
  });

  it('takes minutes, hours and days in any order, largest first', () => {
    expect(loadConfig({ REMINDER_OFFSETS: '30m, 2d,3h' }).reminderOffsetsMinutes).toEqual([2880, 180, 30]);
  });

  it('plans no reminders when empty', () => {
    expect(loadConfig({ REMINDER_OFFSETS: '' }).reminderOffsetsMinutes).toEqual([]);
  });

  it('refuses what is not a duration, naming the variable', () => {
    for (const value of ['24', '2 hours', '0h', '-1h']) {
      expect(() => loadConfig({ REMINDER_OFFSETS: value }), value).toThrow(/REMINDER_OFFSETS: must list durations/);
    }
  });
});

describe('SMS', () => {
  it('writes to the outbox and refuses inbound SMS by default', () => {
    const config = loadConfig({});
    expect([config.smsUrl, config.smsApiKey, config.smsSender, config.smsInboundSecret]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('takes a gateway URL, its key and sender name, and an inbound secret', () => {
    const config = loadConfig({
      SMS_URL: 'https://api.semaphore.co/api/v4/messages',
      SMS_API_KEY: 'key',
      SMS_SENDER: 'CLINIC',
      SMS_INBOUND_SECRET: 'a-long-shared-secret',
    });
    expect(config).toMatchObject({
      smsUrl: 'https://api.semaphore.co/api/v4/messages',
      smsApiKey: 'key',
      smsSender: 'CLINIC',
      smsInboundSecret: 'a-long-shared-secret',
    });
  });

  it('refuses a URL that is not http(s), a sender name over 11 characters and a short secret', () => {
    expect(() => loadConfig({ SMS_URL: 'ftp://gateway' })).toThrow(/SMS_URL/);
    expect(() => loadConfig({ SMS_SENDER: 'A VERY LONG NAME' })).toThrow(/SMS_SENDER: must be at most 11/);
    expect(() => loadConfig({ SMS_INBOUND_SECRET: 'short' })).toThrow(/SMS_INBOUND_SECRET: must be at least 16/);
  });
});

describe('CLINIC_HOURS', () => {
  it('opens Monday to Saturday, 09:00 to 18:00, by default', () => {
    const hours = loadConfig({}).clinicHours;
    expect(hours.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hours[0]).toEqual({ weekday: 1, open: '09:00', close: '18:00' });
  });

  it('takes several groups of days', () => {
    const hours = loadConfig({ CLINIC_HOURS: 'Mon-Fri 08:00-17:00, Sat 09:00-12:00' }).clinicHours;
    expect(hours.at(-1)).toEqual({ weekday: 6, open: '09:00', close: '12:00' });
  });

  it('refuses hours it cannot read, naming the variable', () => {
    expect(() => loadConfig({ CLINIC_HOURS: 'weekdays 9 to 5' })).toThrow(/CLINIC_HOURS/);
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

describe('UPLOAD_MB_PER_HOUR and MIN_FREE_DISK_MB', () => {
  it('allow 500 MB an hour per account and keep 1024 MB of disk free by default', () => {
    const config = loadConfig({});
    expect(config.uploadMbPerHour).toBe(500);
    expect(config.minFreeDiskMb).toBe(1024);
  });

  it('take whole megabytes; no free disk to keep is 0', () => {
    const config = loadConfig({ UPLOAD_MB_PER_HOUR: '50', MIN_FREE_DISK_MB: '0' });
    expect(config.uploadMbPerHour).toBe(50);
    expect(config.minFreeDiskMb).toBe(0);
  });

  it('refuse a limit of none, fractions and words, naming each variable', () => {
    expect(() => loadConfig({ UPLOAD_MB_PER_HOUR: '0', MIN_FREE_DISK_MB: '1.5' })).toThrow(
      /UPLOAD_MB_PER_HOUR: .*\n.*MIN_FREE_DISK_MB: /,
    );
    expect(() => loadConfig({ UPLOAD_MB_PER_HOUR: 'lots' })).toThrow(/UPLOAD_MB_PER_HOUR: /);
    expect(() => loadConfig({ MIN_FREE_DISK_MB: '-1' })).toThrow(/MIN_FREE_DISK_MB: /);
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset by default: only this machine and the trusted proxies may scrape', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
  });

  it('takes a token of 16 characters or more, and refuses a shorter one, naming the variable', () => {
    expect(loadConfig({ METRICS_TOKEN: 'scrape-me-0123456789' }).metricsToken).toBe('scrape-me-0123456789');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });
});

describe('the chart settings', () => {
  it('let a procedure be completed with an incomplete chart, and flag drafts after 24 hours, by default', () => {
    expect(loadConfig({})).toMatchObject({ chartCompleteBeforeCompleted: false, noteAutolockHours: 24 });
  });

  it('take true or false, and a whole number of hours', () => {
    expect(loadConfig({ CHART_COMPLETE_BEFORE_COMPLETED: 'true', NOTE_AUTOLOCK_HOURS: '48' })).toMatchObject({
      chartCompleteBeforeCompleted: true,
      noteAutolockHours: 48,
    });
    expect(() => loadConfig({ CHART_COMPLETE_BEFORE_COMPLETED: 'yes', NOTE_AUTOLOCK_HOURS: '0' })).toThrow(
      /CHART_COMPLETE_BEFORE_COMPLETED: must be true or false[\s\S]*NOTE_AUTOLOCK_HOURS/,
    );
  });
});
