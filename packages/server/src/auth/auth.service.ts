import { AUTH_MESSAGES, RESET_PASSWORD_MESSAGES, type RegisterInput, type ResetPasswordInput } from '@clinic/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../http/app-error.ts';
import { isUniqueViolation } from '../db/database-errors.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import { passwordResetMail, registrationAttemptMail, type LinkMail } from '../mail/templates.ts';
import type { ClinicIdentity } from '@clinic/contracts';
import type { BackgroundTasks } from '../http/background-tasks.ts';
import { userState } from '../users/users.mapper.ts';
import { createUsersRepository, type UserRow } from '../users/users.repository.ts';
import { forgetDevicesOfUser } from './forget-devices.ts';
import type { SignInLinks } from './sign-in-links.service.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { createAttemptLimiter, type AttemptLimits } from '../http/attempt-limiter.ts';
import { generateToken, hashPassword, hashToken, timingSafeDummyHash, verifyPassword } from './secrets.ts';
import type { SessionsService } from './sessions.service.ts';
import type { SignInClient, SignedIn, TwoFactorService } from './two-factor.service.ts';
import { createUserTokensRepository } from './user-tokens.repository.ts';
import type { Clock } from '../clock.ts';

export const RESET_TOKEN_HOURS = 1;

/** A session, or a challenge for a code (with the device token when the account now knows the browser). */
export type SignInAnswer =
  ({ kind: 'session' } & SignedIn) | { kind: 'challenge'; mfaToken: string; deviceToken: string | undefined };
/** Refused by the sign-in limits: how long to wait, and the nonce the browser keeps for a mailed link. */
export interface Limited {
  kind: 'limited';
  retryAfterMs: number;
  nonce: string;
}
/** Enough for someone who keeps losing the mail; too few to flood a mailbox. */
export const RESETS_PER_ADDRESS_PER_HOUR = 10;

interface AuthServiceDependencies {
  db: Database;
  sessions: SessionsService;
  twoFactor: TwoFactorService;
  loginLimiter: LoginLimiter;
  signInLinks: SignInLinks;
  /** Registrations and password resets, each counted per client address. */
  passwordFormLimits: AttemptLimits;
  mailer: Mailer;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** The clinic's name, address and phone from its settings, read for each mail. */
  clinic: () => Promise<ClinicIdentity>;
  clock: Clock;
}

export function createAuthService(deps: AuthServiceDependencies) {
  const { db, sessions, twoFactor, loginLimiter, signInLinks, mailer, background, log } = deps;
  const { clock } = deps;
  const users = createUsersRepository(db);
  const registrationLimiter = createAttemptLimiter(db, 'register', deps.passwordFormLimits, clock);
  const resetLimiter = createAttemptLimiter(db, 'reset', deps.passwordFormLimits, clock);
  const resetMailLimiter = createAttemptLimiter(
    db,
    'reset-mail',
    { perAddress: RESETS_PER_ADDRESS_PER_HOUR, windowMs: 3_600_000 },
    clock,
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
        clinic: await deps.clinic(),
        link: `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
        expiresIn: '1 hour',
      }),
    );
    log.info({ userId: user.id }, 'password reset link mailed');
  }

  const codeNeeded = async (user: UserRow, client: SignInClient) =>
    user.twoFactorEnabledAt !== null && !(await twoFactor.isRememberedDevice(user.id, client.rememberedDeviceToken));

  /** A right password (or sign-in link) of a deactivated account goes no further, and says why. */
  const refuseDeactivated = (user: UserRow) => {
    if (userState(user) === 'deactivated') throw forbidden(AUTH_MESSAGES.deactivated);
  };

  const challengeFor = async (user: UserRow, deviceToken: string | undefined): Promise<SignInAnswer> => ({
    kind: 'challenge',
    mfaToken: await twoFactor.challenge(user.id),
    deviceToken,
  });

  const startSession = async (user: UserRow, client: SignInClient, deviceToken: string): Promise<SignInAnswer> => ({
    kind: 'session',
    accessToken: await sessions.start(user.id, { userAgent: client.userAgent, address: client.address }),
    deviceToken,
  });

  return {
    /**
     * Signs in and answers the session token and the device token the browser keeps: a browser that
     * signed in to the account before is not slowed down by failures others cause. An account with
     * two-factor sign-in answers a challenge instead, unless this browser was remembered for it.
     * Past the limits the answer is `limited`, with the nonce the browser keeps: a right password
     * is mailed a sign-in link that works with that nonce.
     */
    async login(email: string, password: string, client: SignInClient): Promise<SignInAnswer | Limited> {
      // Counted before the check, so concurrent attempts never run more checks than the limit.
      const reserved = await loginLimiter.begin(email, client.address, client.deviceToken);
      if ('retryAfterMs' in reserved) {
        const nonce = client.signInNonce ?? generateToken();
        await signInLinks.offer(email, password, nonce);
        return { kind: 'limited', retryAfterMs: reserved.retryAfterMs, nonce };
      }
      const { outcome: user, attempt } = await loginLimiter.run(reserved, async () => {
        const found = await users.findByEmail(email);
        const valid = await verifyPassword(found?.passwordHash ?? (await timingSafeDummyHash()), password);
        return found && valid ? found : undefined;
      });
      if (!user) {
        await attempt.failed();
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      if (userState(user) === 'deactivated' || (await codeNeeded(user, client))) {
        // Nothing is cleared: the sign-in goes no further yet, or at all.
        await attempt.deferred();
        refuseDeactivated(user);
        return challengeFor(user, undefined);
      }
      return startSession(user, client, await attempt.succeeded());
    },

    /**
     * Signs in with a mailed sign-in link, in the browser it was asked from: the browser becomes one
     * the account knows, and the sign-in goes on as a right password's does (a code may follow).
     */
    async signInWithLink(token: string, client: SignInClient): Promise<SignInAnswer> {
      const user = await signInLinks.use(token, client.signInNonce);
      refuseDeactivated(user);
      const deviceToken = await loginLimiter.rememberDevice(user.email, client.deviceToken);
      return (await codeNeeded(user, client))
        ? challengeFor(user, deviceToken)
        : startSession(user, client, deviceToken);
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
        const user = await createUsersRepository(tx).update(token.userId, { passwordHash, ...activation }, clock());
        await tokens.revokeAllOfUser(token.userId, clock());
        // Whoever kept a browser of the account's signed in must prove the new password again.
        if (user) await forgetDevicesOfUser(tx, user);
        return { userId: token.userId, purpose: token.purpose === 'invite' ? ('invite' as const) : ('reset' as const) };
      });
      await sessions.endAllOfUser(used.userId);
      return used.purpose;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
