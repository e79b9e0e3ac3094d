/** The cookie a browser keeps after signing in, so the sign-in limits know it as the owner's device. */
export const DEVICE_COOKIE = 'clinic_device';
const DEVICE_DAYS = 30;

/** The device token a request carries, if any. */
export function deviceTokenFrom(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=', 2);
    if (name === DEVICE_COOKIE && value && /^[A-Za-z0-9_-]{20,100}$/.test(value)) return value;
  }
  return undefined;
}

/** Sent only to the sign-in paths, never readable by scripts, never sent from another site. */
export function deviceCookie(token: string, secure: boolean): string {
  const attributes = [
    `${DEVICE_COOKIE}=${token}`,
    'Path=/api/v1/auth',
    `Max-Age=${DEVICE_DAYS * 24 * 3600}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
