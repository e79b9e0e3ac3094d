import {
  AUTH_MESSAGES,
  REMEMBER_DEVICE_DAYS,
  TWO_FACTOR_CHALLENGE_MINUTES,
  TWO_FACTOR_MESSAGES,
  type Role,
  type TwoFactorEnrolment,
} from '@clinic/contracts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Database, Queryable } from '../db/client.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../http/app-error.ts';
import { userState } from '../users/users.mapper.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { generateToken, hashToken } from './secrets.ts';
import type { SessionClient } from './sessions.repository.ts';
import type { SessionUser } from '../http/auth-guard.ts';
import type { SessionsService } from './sessions.service.ts';
import {
  acceptedTotpStep,
  enrolmentCodes,
  hashRecoveryCode,
  looksLikeTotp,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  sealSecret,
  type TwoFactorKeys,
} from './two-factor-codes.ts';
import { createTwoFactorRepository } from './two-factor.repository.ts';
import type { Clock } from '../clock.ts';

/** Wrong codes one challenge takes before the password must be typed again. */
export const CHALLENGE_MAX_FAILURES = 5;

interface TwoFactorServiceDependencies {
  db: Database;
  sessions: SessionsService;
  loginLimiter: LoginLimiter;
  keys: TwoFactorKeys;
  /** The roles that must set up two-factor sign-in (MFA_REQUIRED_ROLES). */
  requiredRoles: readonly Role[];
  /** The name authenticator apps show beside the account: the clinic's. */
  issuer: string;
  clock: Clock;
}

/** Where a sign-in comes from: its address, its browser, and the cookies it carries. */
export interface SignInClient extends SessionClient {
  address: string;
  /** The sign-in limits' device token (clinic_device). */
  deviceToken?: string | undefined;
  /** The token of a browser some users asked to remember (clinic_remembered_device). */
  rememberedDeviceToken?: string | undefined;
  /** The nonce a sign-in refused by the limits binds its mailed link to (clinic_sign_in_nonce). */
  signInNonce?: string | undefined;
}

export interface SignedIn {
  accessToken: string;
  deviceToken: string;
  /** Set when the browser is to be remembered: the token its cookie keeps. */
  rememberedDeviceToken?: string;
}

export function createTwoFactorService(deps: TwoFactorServiceDependencies) {
  const { db, sessions, loginLimiter, keys } = deps;
  const { clock } = deps;
  const users = createUsersRepository(db);

  /**
   * Checks a code of the user and uses it up, inside the caller's transaction: a six-digit code of a
   * later time step than the last one accepted, or an unused recovery code. The secret's row stays
   * locked until the transaction ends, so one code never passes twice.
   */
  async function useCode(tx: Queryable, userId: number, code: string, now: Date): Promise<boolean> {
    const repository = createTwoFactorRepository(tx);
    const secret = await repository.lockSecret(userId);
    if (!secret) return false;
    if (looksLikeTotp(code)) {
      const step = await acceptedTotpStep(openSecret(secret.sealedSecret, keys.secret), code, now, secret.lastUsedStep);
      if (step === undefined) return false;
      await repository.setLastUsedStep(userId, step);
      return true;
    }
    return repository.useRecoveryCode(userId, hashRecoveryCode(code, keys.recoveryCodes), now);
  }

  return {
    isRequiredFor: (role: Role) => deps.requiredRoles.includes(role),

    /** A new secret for the caller's authenticator app; starting again replaces an unconfirmed one. */
    async startEnrolment(caller: SessionUser): Promise<TwoFactorEnrolment> {
      const user = await users.findById(caller.id);
      if (!user) throw unauthorized();
      if (user.twoFactorEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      const secret = newTotpSecret();
      await createTwoFactorRepository(db).saveSecret(user.id, sealSecret(secret, keys.secret), clock());
      const { otpauthUrl, qrCode } = await enrolmentCodes(secret, deps.issuer, user.email);
      return { secret, otpauth_url: otpauthUrl, qr_code: qrCode };
    },

    /**
     * Turns two-factor sign-in on once the app shows a right code, and answers the recovery codes,
     * which are kept only as hashes. Every other session of the account ends: it was opened with
     * the password alone.
     */
    async confirmEnrolment(caller: SessionUser, code: string): Promise<string[]> {
      const now = clock();
      const recoveryCodes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        const repository = createTwoFactorRepository(tx);
        const user = await createUsersRepository(tx).findById(caller.id);
        if (!user) throw unauthorized();
        if (user.twoFactorEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
        const secret = await repository.lockSecret(user.id);
        if (!secret) throw conflict(TWO_FACTOR_MESSAGES.noEnrolment);
        const step = looksLikeTotp(code)
          ? await acceptedTotpStep(openSecret(secret.sealedSecret, keys.secret), code, now, secret.lastUsedStep)
          : undefined;
        if (step === undefined) throw badRequest(TWO_FACTOR_MESSAGES.incorrectCode);
        await repository.setLastUsedStep(user.id, step);
        await repository.markEnabled(user.id, now);
        await repository.replaceRecoveryCodes(
          user.id,
          recoveryCodes.map((recoveryCode) => hashRecoveryCode(recoveryCode, keys.recoveryCodes)),
        );
        await recordAudit(tx, {
          actor: caller,
          entity: 'user',
          entityId: user.id,
          action: 'enable_two_factor',
        });
      });
      await sessions.endAllOfUser(caller.id, caller.sessionId);
      return recoveryCodes;
    },

    /** Turns the caller's own two-factor sign-in off with a current code, unless their role requires it. */
    async turnOff(caller: SessionUser, code: string, address: string): Promise<void> {
      if (deps.requiredRoles.includes(caller.role)) throw forbidden(TWO_FACTOR_MESSAGES.requiredForRole);
      if (!caller.twoFactorEnabled) throw conflict(TWO_FACTOR_MESSAGES.notOn);
      // A code guessed from a stolen session is a sign-in attempt like any other.
      await loginLimiter.confirm(caller.email, address, TWO_FACTOR_MESSAGES.incorrectCode, () =>
        db.transaction(async (tx) => {
          if (!(await useCode(tx, caller.id, code, clock()))) return false;
          await createTwoFactorRepository(tx).removeAllOfUser(caller.id, clock());
          await recordAudit(tx, { actor: caller, entity: 'user', entityId: caller.id, action: 'disable_two_factor' });
          return true;
        }),
      );
    },

    /**
     * A current six-digit code of the caller's authenticator app, checked and used up, counted like
     * a sign-in attempt: signing a record with it proves it is still them. Recovery codes are for
     * signing in, not for signing.
     */
    async confirmCode(caller: SessionUser, code: string, address: string): Promise<void> {
      await loginLimiter.confirm(caller.email, address, TWO_FACTOR_MESSAGES.incorrectCode, async () =>
        looksLikeTotp(code) ? db.transaction((tx) => useCode(tx, caller.id, code, clock())) : false,
      );
    },

    /** Whether this browser was remembered for the user within the last 30 days. */
    async isRememberedDevice(userId: number, rememberedDeviceToken: string | undefined): Promise<boolean> {
      if (!rememberedDeviceToken) return false;
      return createTwoFactorRepository(db).isRemembered(userId, hashToken(rememberedDeviceToken), clock());
    },

    /** The `mfa_token` for a right password: five minutes to send a code with it. */
    async challenge(userId: number): Promise<string> {
      const token = generateToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + TWO_FACTOR_CHALLENGE_MINUTES * 60_000);
      await createTwoFactorRepository(db).insertChallenge(userId, hashToken(token), expiresAt, now);
      return token;
    },

    /**
     * The second step of signing in. A code is counted by the sign-in limits before it is checked,
     * as a password is, and a challenge takes five wrong codes at most. A right code uses up the
     * challenge, and the session starts as a sign-in without two-factor does.
     */
    async completeSignIn(
      input: { mfaToken: string; code: string; rememberDevice: boolean },
      client: SignInClient,
    ): Promise<SignedIn> {
      const now = clock();
      const repository = createTwoFactorRepository(db);
      const challenge = await repository.findLiveChallenge(hashToken(input.mfaToken), now);
      const user = challenge ? await users.findById(challenge.userId) : undefined;
      if (!challenge || !user?.twoFactorEnabledAt) throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
      if (userState(user) === 'deactivated') throw forbidden(AUTH_MESSAGES.deactivated);

      const { outcome, attempt } = await loginLimiter.check(user.email, client.address, client.deviceToken, () =>
        db.transaction(async (tx): Promise<'accepted' | 'wrong' | 'expired'> => {
          const challenges = createTwoFactorRepository(tx);
          if (!(await challenges.lockLiveChallenge(challenge.id, now))) return 'expired';
          if (await useCode(tx, user.id, input.code, now)) {
            await challenges.useChallenge(challenge.id, now);
            return 'accepted';
          }
          if ((await challenges.countChallengeFailure(challenge.id)) >= CHALLENGE_MAX_FAILURES) {
            await challenges.useChallenge(challenge.id, now);
          }
          return 'wrong';
        }),
      );
      if (outcome === 'expired') {
        await attempt.abandoned();
        throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
      }
      if (outcome === 'wrong') {
        await attempt.failed();
        throw unauthorized(TWO_FACTOR_MESSAGES.incorrectCode);
      }
      const deviceToken = await attempt.succeeded();
      let rememberedDeviceToken: string | undefined;
      if (input.rememberDevice) {
        // One token per browser: users who share a reception PC are each remembered on the same cookie.
        rememberedDeviceToken = client.rememberedDeviceToken ?? generateToken();
        const expiresAt = new Date(now.getTime() + REMEMBER_DEVICE_DAYS * 24 * 3_600_000);
        await repository.remember(user.id, hashToken(rememberedDeviceToken), expiresAt);
      }
      const accessToken = await sessions.start(user.id, { userAgent: client.userAgent, address: client.address });
      return { accessToken, deviceToken, ...(rememberedDeviceToken ? { rememberedDeviceToken } : {}) };
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
