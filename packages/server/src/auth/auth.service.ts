import { AUTH_MESSAGES, RESET_PASSWORD_MESSAGES, type RegisterInput, type ResetPasswordInput } from '@clinic/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { badRequest, tooManyRequests, unauthorized } from '../http/app-error.ts';
import { isUniqueViolation } from '../db/database-errors.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import { passwordResetMail, registrationAttemptMail, type LinkMail } from '../mail/templates.ts';
import type { BackgroundTasks } from '../http/background-tasks.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { createAttemptLimiter, type AttemptLimits } from './attempt-limiter.ts';
import { generateToken, hashPassword, hashToken, timingSafeDummyHash, verifyPassword } from './secrets.ts';
import type { SessionsService } from './sessions.service.ts';
import type { SignInClient, SignedIn, TwoFactorService } from './two-factor.service.ts';
import { createUserTokensRepository } from './user-tokens.repository.ts';
import type { Clock } from '../clock.ts';

export const RESET_TOKEN_HOURS = 1;
/** Enough for someone who keeps losing the mail; too few to flood a mailbox. */
export const RESETS_PER_ADDRESS_PER_HOUR = 10;

interface AuthServiceDependencies {
  db: Database;
  sessions: SessionsService;
  twoFactor: TwoFactorService;
  loginLimiter: LoginLimiter;
  /** Registrations and password resets, each counted per client address. */
  passwordFormLimits: AttemptLimits;
  mailer: Mailer;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  publicUrl: string;
  clinicName: string;
  clock: Clock;
}

export function createAuthService(deps: AuthServiceDependencies) {
  const { db, sessions, twoFactor, loginLimiter, mailer, background, log } = deps;
  const { clock } = deps;
  const users = createUsersRepository(db);
  const now = () => clock().getTime();
  const registrationLimiter = createAttemptLimiter(db, 'register', deps.passwordFormLimits, now);
  const resetLimiter = createAttemptLimiter(db, 'reset', deps.passwordFormLimits, now);
  const resetMailLimiter = createAttemptLimiter(
    db,
    'reset-mail',
    { perAddress: RESETS_PER_ADDRESS_PER_HOUR, windowMs: 3_600_000 },
    now,
  );

  /** Mails the owner of an address a reset link (in the given words), at most so often an hour. */
  async function mailOwner(email: string, template: (mail: LinkMail) => MailMessage): Promise<void> {
    const user = await users.findByEmail(email);
    if (!user || !(await resetMailLimiter.tryAttempt(email))) return;
    const token = generateToken();
    const expiresAt = new Date(clock().getTime() + RESET_TOKEN_HOURS * 3_600_000);
    await createUserTokensRepository(db).insert(user.id, 'reset', hashToken(token), expiresAt);
    await mailer.send(
      template({
        to: user.email,
        clinicName: deps.clinicName,
        link: `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
        expiresIn: '1 hour',
      }),
    );
    log.info({ userId: user.id }, 'password reset link mailed');
  }

  return {
    /**
     * Signs in and answers the session token and the device token the browser keeps: a browser that
     * signed in to the account before is not slowed down by failures others cause. An account with
     * two-factor sign-in answers a challenge instead, unless this browser was remembered for it.
     */
    async login(
      email: string,
      password: string,
      client: SignInClient,
    ): Promise<({ kind: 'session' } & SignedIn) | { kind: 'challenge'; mfaToken: string }> {
      // Counted before the check, so concurrent attempts never run more checks than the limit.
      const { outcome, attempt } = await loginLimiter.check(email, client.address, client.deviceToken, async () => {
        const user = await users.findByEmail(email);
        const valid = await verifyPassword(user?.passwordHash ?? (await timingSafeDummyHash()), password);
        if (!user || !valid) return undefined;
        const codeNeeded =
          user.twoFactorEnabledAt !== null &&
          !(await twoFactor.isRememberedDevice(user.id, client.rememberedDeviceToken));
        return { user, codeNeeded };
      });
      if (!outcome) {
        await attempt.failed();
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      const { user, codeNeeded } = outcome;
      if (codeNeeded) {
        await attempt.deferred();
        return { kind: 'challenge', mfaToken: await twoFactor.challenge(user.id) };
      }
      const deviceToken = await attempt.succeeded();
      const accessToken = await sessions.start(user.id, { userAgent: client.userAgent, address: client.address });
      return { kind: 'session', accessToken, deviceToken };
    },

    /**
     * The first account of an empty portal becomes its SUPERADMIN; any other waits for activation.
     * An address that already has an account gets the same answer (a token that opens nothing), and
     * its owner a mail saying so, after the answer: the answer never tells whether it is registered.
     */
    async register(input: RegisterInput, address: string, userAgent?: string): Promise<string> {
      if (!(await registrationLimiter.tryAttempt(address))) throw tooManyRequests(AUTH_MESSAGES.tooManyRequests);
      const passwordHash = await hashPassword(input.password);
      const user = await db
        .transaction(async (tx) => {
          const repository = createUsersRepository(tx);
          if (await repository.findByEmail(input.email)) return undefined;
          const first = (await repository.count()) === 0;
          return repository.insert({
            email: input.email,
            fullName: input.full_name,
            passwordHash,
            role: first ? 'SUPERADMIN' : 'STAFF',
            isActive: first,
          });
        })
        .catch((error: unknown) => {
          // Two registrations of one new address at once: the second meets the unique index.
          if (isUniqueViolation(error)) return undefined;
          throw error;
        });
      if (user) return sessions.start(user.id, { userAgent, address });
      background.runAfterAnswer('registration attempt mail', () => mailOwner(input.email, registrationAttemptMail));
      return generateToken();
    },

    /** Answers at once, the same whether or not the address is known; any mail goes out after the answer. */
    requestPasswordReset(email: string): void {
      background.runAfterAnswer('password reset mail', () => mailOwner(email, passwordResetMail));
    },

    /**
     * Sets the password from a reset or invitation link. The link is checked before the (costly)
     * hashing, works once, and ends every other outstanding link of the account. Answers which it was.
     */
    async resetPassword(input: ResetPasswordInput, address: string): Promise<'reset' | 'invite'> {
      if (!(await resetLimiter.tryAttempt(address))) throw tooManyRequests(AUTH_MESSAGES.tooManyRequests);
      const tokenHash = hashToken(input.token);
      if (!(await createUserTokensRepository(db).findLive(tokenHash, clock()))) {
        throw badRequest(RESET_PASSWORD_MESSAGES.invalidToken);
      }
      const passwordHash = await hashPassword(input.new_password);
      const used = await db.transaction(async (tx) => {
        const tokens = createUserTokensRepository(tx);
        const token = await tokens.consume(tokenHash, clock());
        if (!token) throw badRequest(RESET_PASSWORD_MESSAGES.invalidToken);
        // An invitation proves the address: following it activates the account.
        const activation = token.purpose === 'invite' ? { isActive: true } : {};
        await createUsersRepository(tx).update(token.userId, { passwordHash, ...activation }, clock());
        await tokens.revokeAllOfUser(token.userId, clock());
        return { userId: token.userId, purpose: token.purpose === 'invite' ? ('invite' as const) : ('reset' as const) };
      });
      await sessions.endAllOfUser(used.userId);
      return used.purpose;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
