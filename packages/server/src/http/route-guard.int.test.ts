import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();

const PUBLIC_ROUTES = [
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/forgot-password',
  'POST /api/v1/auth/reset-password',
  // The code after a right password: the challenge's short-lived token is the permission.
  'POST /api/v1/auth/mfa',
  // A mailed sign-in link: its random token, and the nonce cookie of the browser that asked, are the permission.
  'POST /api/v1/auth/sign-in-link',
  'GET /api/v1/health',
  // An attachment download opened in a new tab: its signed, short-lived token is the permission.
  'GET /api/v1/files/:token',
  // A signed consent's PDF, the same way.
  'GET /api/v1/consent-files/:token',
  // A reminder's answer page: the random link in the patient's SMS or mail is the permission.
  'GET /api/v1/appointment-answers/:token',
  'POST /api/v1/appointment-answers/:token',
  // Replies forwarded by the SMS gateway, which proves itself with SMS_INBOUND_SECRET.
  'POST /api/v1/sms/inbound',
  // A photo shown in an <img> or downloaded for marketing: the same kind of signed token.
  'GET /api/v1/photo-files/:variant/:token',
  // A backup download, the same way.
  'GET /api/v1/backup-files/:token',
  // An invoice's or credit memo's PDF in its layout, the same way.
  'GET /api/v1/invoice-files/:layout/:token',
  'GET /api/v1/credit-memo-files/:layout/:token',
  // A prescription's or medical certificate's PDF, the same way.
  'GET /api/v1/prescription-files/:layout/:token',
  'GET /api/v1/medical-certificate-files/:layout/:token',
  // The page a prescription's QR code opens: it says only who issued what for which initials.
  'GET /api/v1/verify/:code',
];

describe('the route guard', () => {
  it('leaves only the sign-in flows, the health check, signed downloads and reminder answers public', () => {
    const open = t.app.apiRoutes.filter((route) => route.public).map((route) => `${route.method} ${route.url}`);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 401 to an anonymous call of every other route', async () => {
    const guarded = t.app.apiRoutes.filter((route) => !route.public);
    for (const url of ['/api/v1/files/forged-token', '/api/v1/consent-files/forged-token']) {
      const anonymousDownload = await t.app.inject({ method: 'GET', url });
      expect(anonymousDownload.statusCode).toBeGreaterThanOrEqual(400);
      expect(anonymousDownload.statusCode).toBeLessThan(500);
    }
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '1');
      const anonymous = await t.app.inject({ method: route.method as 'GET', url });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      const badToken = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: 'Bearer not-a-session' },
      });
      expect(badToken.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses the session of a deactivated account on its next request', async () => {
    const admin = await t.signIn('ADMIN');
    const nurse = await t.signIn('NURSE');
    const update = await t.api({
      method: 'PUT',
      url: `/users/${nurse.user.id}`,
      token: admin.token,
      payload: { is_active: false },
    });
    expect(update.statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: '/users/me', token: nurse.token })).statusCode).toBe(401);
  });

  it('answers health with the database it checked', async () => {
    const response = await t.api({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: t.database.driver });
  });
});

describe('two-factor sign-in', () => {
  it('answers a code for no challenge with 401', async () => {
    const response = await t.api({ method: 'POST', url: '/auth/mfa', payload: { mfa_token: 'none', code: '123456' } });
    expect(response.statusCode).toBe(401);
  });
});
