import { CONSENT_MESSAGES } from '@clinic/contracts';
import type { Database } from '../db/client.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { verifyPassword } from './secrets.ts';

export interface PasswordCheckDependencies {
  db: Database;
  loginLimiter: LoginLimiter;
}

export type PasswordCheckService = ReturnType<typeof createPasswordCheckService>;

/**
 * The signed-in staff member proves it is still them (leaving the patient's signing screen): a
 * wrong password counts against the account's sign-in attempts, so this is no way around them.
 */
export function createPasswordCheckService({ db, loginLimiter }: PasswordCheckDependencies) {
  const users = createUsersRepository(db);
  return {
    /** Refuses with the consent screen's message unless `password` is the caller's. */
    async confirm(caller: { id: number; email: string }, password: string, address: string): Promise<void> {
      await loginLimiter.confirm(caller.email, address, CONSENT_MESSAGES.wrongPassword, async () => {
        const user = await users.findById(caller.id);
        return verifyPassword(user?.passwordHash ?? null, password);
      });
    },
  };
}
