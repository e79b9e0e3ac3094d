import type { Queryable } from '../db/client.ts';
import { createTwoFactorRepository } from './two-factor.repository.ts';
import { forgetKnownDevices } from './login-limiter.ts';
import { createSignInLinksRepository } from './sign-in-links.repository.ts';

/**
 * After a password change or reset, inside its transaction: every browser the account knew is
 * forgotten (the sign-in limits' devices and the browsers that skip the two-factor code), and any
 * sign-in link mailed before stops working. A cookie kept from before proves nothing any more.
 */
export async function forgetDevicesOfUser(tx: Queryable, user: { id: number; email: string }): Promise<void> {
  await forgetKnownDevices(tx, user.email);
  await createTwoFactorRepository(tx).forgetRememberedDevices(user.id);
  await createSignInLinksRepository(tx).removeAllOfUser(user.id);
}
