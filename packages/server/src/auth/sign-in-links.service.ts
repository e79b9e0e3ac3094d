import { AUTH_MESSAGES, SIGN_IN_LINK_MINUTES } from '@clinic/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../http/app-error.ts';
import type { BackgroundTasks } from '../http/background-tasks.ts';
import type { Mailer } from '../mail/mailer.ts';
import { signInLinkMail } from '../mail/templates.ts';
import type { ClinicIdentity } from '@clinic/contracts';
import { userState } from '../users/users.mapper.ts';
import { createUsersRepository, type UserRow } from '../users/users.repository.ts';
import { createAttemptLimiter } from '../http/attempt-limiter.ts';
import { generateToken, hashToken, timingSafeDummyHash, verifyPassword } from './secrets.ts';
import { createSignInLinksRepository } from './sign-in-links.repository.ts';

/** Enough for an owner who keeps trying; too few to flood the mailbox of one whose password leaked. */
export const SIGN_IN_LINKS_PER_ACCOUNT_PER_HOUR = 5;

interface SignInLinksDependencies {
  db: Database;
  mailer: Mailer;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** The clinic's name, address and phone from its settings, read for each mail. */
  clinic: () => Promise<ClinicIdentity>;
  clock: Clock;
}

/**
 * Sign-in links for an owner refused by the sign-in limits: a right password from a browser the
 * account does not know is mailed a link, bound to that browser's nonce, single use and short-lived.
 */
export function createSignInLinks(deps: SignInLinksDependencies) {
  const { db, clock } = deps;
  const users = createUsersRepository(db);
  const mailLimiter = createAttemptLimiter(
    db,
    'sign-in-link',
    { perAddress: SIGN_IN_LINKS_PER_ACCOUNT_PER_HOUR, windowMs: 3_600_000 },
    clock,
  );

  async function mailLink(user: UserRow, nonce: string): Promise<void> {
    if (!(await mailLimiter.tryAttempt(user.email))) return;
    const token = generateToken();
    const expiresAt = new Date(clock().getTime() + SIGN_IN_LINK_MINUTES * 60_000);
    await createSignInLinksRepository(db).insert(user.id, hashToken(token), hashToken(nonce), expiresAt);
    await deps.mailer.send(
      signInLinkMail({
        to: user.email,
        clinic: await deps.clinic(),
        link: `${deps.publicUrl}/sign-in-link?token=${encodeURIComponent(token)}`,
        expiresIn: `${SIGN_IN_LINK_MINUTES} minutes`,
      }),
    );
    deps.log.info({ userId: user.id }, 'sign-in link mailed');
  }

  return {
    /**
     * A sign-in refused by the limits: when the password is right, a link is mailed after the
     * answer. The answer is the same either way and takes one password check, as an attempt does,
     * so this is no way to test passwords past the limits.
     */
    async offer(email: string, password: string, nonce: string): Promise<void> {
      const user = await users.findByEmail(email);
      const valid = await verifyPassword(user?.passwordHash ?? (await timingSafeDummyHash()), password);
      if (!user || !valid || userState(user) === 'deactivated') return;
      deps.background.runAfterAnswer('sign-in link mail', () => mailLink(user, nonce));
    },

    /** Uses a link asked for in the browser carrying `nonce`, and answers its account. */
    async use(token: string, nonce: string | undefined): Promise<UserRow> {
      const userId = nonce
        ? await createSignInLinksRepository(db).consume(hashToken(token), hashToken(nonce), clock())
        : undefined;
      const user = userId === undefined ? undefined : await users.findById(userId);
      if (!user) throw badRequest(AUTH_MESSAGES.signInLinkInvalid);
      return user;
    },
  };
}
export type SignInLinks = ReturnType<typeof createSignInLinks>;
