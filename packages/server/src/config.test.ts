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
