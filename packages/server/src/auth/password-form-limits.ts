import type { AttemptLimits } from '../http/attempt-limiter.ts';

/**
 * Registration hashes a password on every call, and a reset does once its link checks out: sixty
 * of either an hour from one address is plenty for a clinic whose staff share one, and keeps a
 * client from keeping the server's cores busy hashing (the audit saw 17 hashes a second).
 */
export const DEFAULT_PASSWORD_FORM_LIMITS: AttemptLimits = { perAddress: 60, windowMs: 60 * 60_000 };
