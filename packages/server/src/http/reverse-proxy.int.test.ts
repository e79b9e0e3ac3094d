import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../testing/test-app.ts';

const PROXY = '10.0.0.2';
const STRANGER = '192.168.1.77';
const viaHttpsProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };

/** A plain-HTTP portal on the clinic's network that also sits behind a TLS proxy at 10.0.0.2. */
const behindProxy = useTestApp({
  environment: { TRUST_PROXY: PROXY },
  loginLimits: { perAccount: 1000, perAddress: 2, windowMs: 60_000 },
});
/** A portal whose public address is HTTPS (the proxy is its only way in). */
const httpsPortal = useTestApp({ environment: { PUBLIC_URL: 'https://clinic.example.ph' } });

const health = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.api({ method: 'GET', url: '/health', remoteAddress, headers });

describe('security headers over plain HTTP and over HTTPS', () => {
  it('sends neither HSTS nor upgrade-insecure-requests over plain HTTP on the clinic network', async () => {
    const response = await health(behindProxy, STRANGER, { host: '192.168.1.20:8080' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('sends HSTS and upgrade-insecure-requests when the trusted proxy says the request came over HTTPS', async () => {
    const response = await health(behindProxy, PROXY, viaHttpsProxy);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('ignores X-Forwarded-Proto from an address that is not the trusted proxy', async () => {
    const response = await health(behindProxy, STRANGER, viaHttpsProxy);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('sends HSTS on every answer when the public URL is HTTPS', async () => {
    const response = await health(httpsPortal, '127.0.0.1');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('the sign-in limits behind a proxy', () => {
  const failSignIn = (app: TestApp, remoteAddress: string, forwardedFor: string) =>
    app.api({
      method: 'POST',
      url: '/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { username: 'nobody@clinic.test', password: 'Wrong#password1' },
    });

  it('counts failures per real client behind the trusted proxy, not per proxy', async () => {
    expect((await failSignIn(behindProxy, PROXY, '203.0.113.10')).statusCode).toBe(401);
    expect((await failSignIn(behindProxy, PROXY, '203.0.113.10')).statusCode).toBe(401);
    expect((await failSignIn(behindProxy, PROXY, '203.0.113.10')).statusCode).toBe(429);
    // Another client behind the same proxy still signs in.
    expect((await failSignIn(behindProxy, PROXY, '203.0.113.11')).statusCode).toBe(401);
  });

  it('does not let an untrusted client choose its address with X-Forwarded-For', async () => {
    expect((await failSignIn(behindProxy, STRANGER, '198.51.100.1')).statusCode).toBe(401);
    expect((await failSignIn(behindProxy, STRANGER, '198.51.100.2')).statusCode).toBe(401);
    expect((await failSignIn(behindProxy, STRANGER, '198.51.100.3')).statusCode).toBe(429);
  });
});

describe('the device cookie behind a proxy', () => {
  const signIn = async (remoteAddress: string, headers: Record<string, string>) => {
    const doctor = await behindProxy.signIn('DOCTOR');
    const response = await behindProxy.api({
      method: 'POST',
      url: '/auth/login',
      remoteAddress,
      headers,
      payload: { username: doctor.user.email, password: doctor.password },
    });
    expect(response.statusCode).toBe(200);
    return String(response.headers['set-cookie']);
  };

  it('is Secure when the trusted proxy says the request came over HTTPS, though PUBLIC_URL is http', async () => {
    expect(await signIn(PROXY, { ...viaHttpsProxy, 'x-forwarded-for': '203.0.113.20' })).toMatch(
      /^clinic_device=.*; Secure$/,
    );
  });

  it('is not Secure over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    expect(await signIn('192.168.1.79', {})).not.toContain('Secure');
    expect(await signIn('192.168.1.78', viaHttpsProxy)).not.toContain('Secure');
  });
});
