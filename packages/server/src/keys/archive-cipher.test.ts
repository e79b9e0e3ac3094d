import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decrypt, encrypt } from './archive-cipher.ts';

describe('archive cipher', () => {
  const key = randomBytes(32);

  it('round-trips and hides the plain text', () => {
    const sealed = encrypt(Buffer.from('{"first_name":"Maria"}'), key);
    expect(sealed.includes('Maria')).toBe(false);
    expect(decrypt(sealed, key).toString()).toBe('{"first_name":"Maria"}');
  });

  it('refuses a tampered payload or another key', () => {
    const sealed = encrypt(Buffer.from('profile'), key);
    const tampered = Buffer.from(sealed);
    tampered.writeUInt8(tampered.readUInt8(tampered.length - 1) ^ 1, tampered.length - 1);
    expect(() => decrypt(tampered, key)).toThrow();
    expect(() => decrypt(sealed, randomBytes(32))).toThrow();
  });
});
