import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@clinic/contracts';
import { buildRegistration } from '@clinic/contracts/testing';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp({ passwordFormLimits: { perAddress: 2, windowMs: 60_000 } });

const from = (remoteAddress: string) => ({ remoteAddress });

describe('forms that hash a password', () => {
  it('limit registrations per address', async () => {
    const register = (address: string) =>
      t.api({ method: 'POST', url: '/auth/register', payload: buildRegistration(), ...from(address) });
    expect((await register('203.0.113.5')).statusCode).toBe(200);
    expect((await register('203.0.113.5')).statusCode).toBe(200);
    const third = await register('203.0.113.5');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ detail: AUTH_MESSAGES.tooManyRequests });
    expect((await register('203.0.113.6')).statusCode).toBe(200);
  });

  it('limit password resets per address, counting refused links too', async () => {
    const reset = (address: string) =>
      t.api({
        method: 'POST',
        url: '/auth/reset-password',
        payload: { token: 'not-a-real-link', new_password: 'Fresh1Password' },
        ...from(address),
      });
    expect((await reset('198.51.100.7')).statusCode).toBe(400);
    expect((await reset('198.51.100.7')).statusCode).toBe(400);
    const third = await reset('198.51.100.7');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ detail: AUTH_MESSAGES.tooManyRequests });
    expect((await reset('198.51.100.8')).statusCode).toBe(400);
  });
});
