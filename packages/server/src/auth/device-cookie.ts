import type { FastifyRequest } from 'fastify';
import { REMEMBER_DEVICE_DAYS, SIGN_IN_LINK_MINUTES } from '@clinic/contracts';

/** The cookie a browser keeps after signing in, so the sign-in limits know it as the owner's device. */
export const DEVICE_COOKIE = 'clinic_device';
const DEVICE_DAYS = 30;
/**
 * The cookie of a browser whose users asked it to skip the two-factor code: one token per browser,
 * remembered (as its hash) for each user who ticked the box there.
 */
export const REMEMBERED_DEVICE_COOKIE = 'clinic_remembered_device';

/** The value of one of the sign-in cookies a request carries, if any and well formed. */
function cookieValue(cookieHeader: string | undefined, cookieName: string): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=', 2);
    if (name === cookieName && value && /^[A-Za-z0-9_-]{20,100}$/.test(value)) return value;
  }
  return undefined;
}

/**
 * The cookie of a browser refused by the sign-in limits: a mailed sign-in link works only in the
 * browser that carries the nonce it was asked with.
 */
export const SIGN_IN_NONCE_COOKIE = 'clinic_sign_in_nonce';

/** Sent only to the sign-in paths, never readable by scripts, never sent from another site. */
function signInCookie(cookieName: string, token: string, seconds: number, secure: boolean): string {
  const attributes = [
    `${cookieName}=${token}`,
    'Path=/api/v1/auth',
    `Max-Age=${seconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/**
 * Whether the sign-in cookies of this answer are marked Secure: always when PUBLIC_URL is https,
 * and whenever the request came over HTTPS, as the browser or a proxy named in TRUST_PROXY says.
 */
export const secureCookiesFor = (request: FastifyRequest, httpsPublicUrl: boolean) =>
  httpsPublicUrl || request.protocol === 'https';

/** The device token a request carries, if any. */
export const deviceTokenFrom = (cookieHeader: string | undefined) => cookieValue(cookieHeader, DEVICE_COOKIE);

export const deviceCookie = (token: string, secure: boolean) =>
  signInCookie(DEVICE_COOKIE, token, DEVICE_DAYS * 24 * 3600, secure);

/** The remembered-device token a request carries, if any. */
export const rememberedDeviceTokenFrom = (cookieHeader: string | undefined) =>
  cookieValue(cookieHeader, REMEMBERED_DEVICE_COOKIE);

export const rememberedDeviceCookie = (token: string, secure: boolean) =>
  signInCookie(REMEMBERED_DEVICE_COOKIE, token, REMEMBER_DEVICE_DAYS * 24 * 3600, secure);

/** The sign-in nonce a request carries, if any. */
export const signInNonceFrom = (cookieHeader: string | undefined) => cookieValue(cookieHeader, SIGN_IN_NONCE_COOKIE);

export const signInNonceCookie = (nonce: string, secure: boolean) =>
  signInCookie(SIGN_IN_NONCE_COOKIE, nonce, SIGN_IN_LINK_MINUTES * 60, secure);
