import { describe, expect, it } from 'vitest';
import { checkPostgresVersion } from './postgres-version.ts';

describe('checkPostgresVersion', () => {
  it('accepts PostgreSQL 14 and later', () => {
    for (const version of ['140000', '140013', '150020', '180001'])
      expect(() => checkPostgresVersion(version)).not.toThrow();
  });

  it('refuses an older server, naming both versions', () => {
    expect(() => checkPostgresVersion('130016')).toThrow(
      'The portal needs PostgreSQL 14 or later; this server runs PostgreSQL 13.',
    );
  });
});
