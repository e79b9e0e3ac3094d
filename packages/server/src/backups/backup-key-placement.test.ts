import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { isBackupKeyBesideBackups } from './backup-key-placement.ts';

const KEY = 'ab'.repeat(32);
const DATA_DIR = '/srv/clinic-data';

const besideBackups = (environment: NodeJS.ProcessEnv) =>
  isBackupKeyBesideBackups(loadConfig({ DATA_DIR, ...environment }));

describe('isBackupKeyBesideBackups', () => {
  it('holds by default: the key file in DATA_DIR, backups in DATA_DIR/backups', () => {
    expect(besideBackups({})).toBe(true);
  });

  it('holds for any BACKUP_DIR inside DATA_DIR, however it is written', () => {
    expect(besideBackups({ BACKUP_DIR: '/srv/clinic-data/nightly' })).toBe(true);
    expect(besideBackups({ BACKUP_DIR: '/srv/other/../clinic-data/./nightly/' })).toBe(true);
  });

  it('does not hold for backups outside DATA_DIR, even beside it', () => {
    expect(besideBackups({ BACKUP_DIR: '/mnt/clinic-backups' })).toBe(false);
    expect(besideBackups({ BACKUP_DIR: '/srv/clinic-data-backups' })).toBe(false);
  });

  it('does not hold when the key comes from the environment', () => {
    expect(besideBackups({ BACKUP_KEY: KEY })).toBe(false);
    expect(besideBackups({ ARCHIVE_KEY: KEY })).toBe(false);
  });
});
