import {
  AUTH_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  type ChangePasswordInput,
  type RegisterInput,
  type ResetPasswordInput,
} from '@clinic/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../http/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { generateToken, hashPassword, hashToken, timingSafeDummyHash, verifyPassword } from './secrets.ts';
import type { SessionUser, SessionsService } from './sessions.service.ts';
import { createUserTokensRepository } from './user-tokens.repository.ts';

export const RESET_TOKEN_HOURS = 1;
/** Enough for someone who keeps losing the mail; too few to flood a mailbox. */
export const RESETS_PER_ADDRESS_PER_HOUR = 10;

interface AuthServiceDependencies {
  db: Database;
  sessions: SessionsService;
  loginLimiter: LoginLimiter;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  clinicName: string;
  clock?: () => Date;
}

export function createAuthService(deps: AuthServiceDependencies) {
  const { db, sessions, loginLimiter, mailer, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  const users = createUsersRepository(db);
  const recentResetRequests = new Map<string, number[]>();

  function resetRequestAllowed(email: string): boolean {
    const hourAgo = clock().getTime() - 3_600_000;
    const recent = (recentResetRequests.get(email) ?? []).filter((time) => time > hourAgo);
    if (recent.length >= RESETS_PER_ADDRESS_PER_HOUR) return false;
    recentResetRequests.set(email, [...recent, clock().getTime()]);
    return true;
  }

  return {
    async login(email: string, password: string, address: string): Promise<string> {
      if (loginLimiter.isBlocked(email, address)) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts);
      const user = await users.findByEmail(email);
      const valid = await verifyPassword(user?.passwordHash ?? (await timingSafeDummyHash()), password);
      if (!user || !valid) {
        loginLimiter.recordFailure(email, address);
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      loginLimiter.recordSuccess(email);
      return sessions.start(user.id);
    },

    /** The first account of an empty portal becomes its SUPERADMIN; any other waits for activation. */
    async register(input: RegisterInput): Promise<string> {
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        const repository = createUsersRepository(tx);
        if (await repository.findByEmail(input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
        const first = (await repository.count()) === 0;
        return repository.insert({
          email: input.email,
          fullName: input.full_name,
          passwordHash,
          role: first ? 'SUPERADMIN' : 'STAFF',
          isActive: first,
        });
      });
      return sessions.start(user.id);
    },

    /** Answers the same whether or not the address is known; the mail goes out only when it is. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user || !resetRequestAllowed(email)) return;
      const token = generateToken();
      const expiresAt = new Date(clock().getTime() + RESET_TOKEN_HOURS * 3_600_000);
      await createUserTokensRepository(db).insert(user.id, 'reset', hashToken(token), expiresAt);
      await mailer.send(
        passwordResetMail({
          to: user.email,
          clinicName: deps.clinicName,
          link: `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
          expiresIn: '1 hour',
        }),
      );
      log.info({ userId: user.id }, 'password reset mail sent');
    },

    /** Sets the password from a reset or invitation link; the link works once. Answers which it was. */
    async resetPassword(input: ResetPasswordInput): Promise<'reset' | 'invite'> {
      const passwordHash = await hashPassword(input.new_password);
      const used = await db.transaction(async (tx) => {
        const token = await createUserTokensRepository(tx).consume(hashToken(input.token), clock());
        if (!token) throw badRequest(RESET_PASSWORD_MESSAGES.invalidToken);
        // An invitation proves the address: following it activates the account.
        const activation = token.purpose === 'invite' ? { isActive: true } : {};
        await createUsersRepository(tx).update(token.userId, { passwordHash, ...activation });
        return { userId: token.userId, purpose: token.purpose === 'invite' ? ('invite' as const) : ('reset' as const) };
      });
      await sessions.endAllOfUser(used.userId);
      return used.purpose;
    },

    async changePassword(caller: SessionUser, input: ChangePasswordInput): Promise<void> {
      if (input.userId !== caller.id) throw forbidden(CHANGE_PASSWORD_MESSAGES.notYourAccount);
      const user = await users.findById(caller.id);
      if (!user) throw badRequest(CHANGE_PASSWORD_MESSAGES.userNotFound);
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
        throw badRequest(CHANGE_PASSWORD_MESSAGES.wrongOldPassword);
      }
      await users.update(user.id, { passwordHash: await hashPassword(input.newPassword) });
      await sessions.endAllOfUser(user.id, caller.sessionId);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
