import {
  CHANGE_PASSWORD_MESSAGES,
  TWO_FACTOR_MESSAGES,
  USER_MESSAGES,
  can,
  type ChangePasswordInput,
  type InviteUserQuery,
  type Role,
  type UpdateUserInput,
} from '@clinic/contracts';
import type { Database, Transaction } from '../db/client.ts';
import { recordAudit, recordDeletion } from '../audit/audit-log.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../http/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { invitationMail } from '../mail/templates.ts';
import type { ClinicIdentity } from '@clinic/contracts';
import { generateToken, hashPassword, hashToken, verifyPassword } from '../auth/secrets.ts';
import type { SessionUser } from '../http/auth-guard.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import { forgetDevicesOfUser } from '../auth/forget-devices.ts';
import { clearSignInLimits, type LoginLimiter } from '../auth/login-limiter.ts';
import { createTwoFactorRepository } from '../auth/two-factor.repository.ts';
import { createUserTokensRepository } from '../auth/user-tokens.repository.ts';
import { toUserResponse, userState } from './users.mapper.ts';
import { createUsersRepository, type UserRow, type UsersRepository } from './users.repository.ts';
import type { Clock } from '../clock.ts';

export const INVITE_TOKEN_HOURS = 72;

interface UsersServiceDependencies {
  db: Database;
  sessions: SessionsService;
  /** Wrong old passwords count as sign-in attempts. */
  loginLimiter: LoginLimiter;
  mailer: Mailer;
  publicUrl: string;
  /** The clinic's name, address and phone from its settings, read for each mail. */
  clinic: () => Promise<ClinicIdentity>;
  /** The roles that must sign in with two factors (MFA_REQUIRED_ROLES), shown with each user. */
  twoFactorRequiredRoles?: readonly Role[];
  clock: Clock;
}

export function createUsersService(deps: UsersServiceDependencies) {
  const { db, sessions, loginLimiter, mailer, clock } = deps;
  const requiredRoles = deps.twoFactorRequiredRoles ?? [];
  const toResponse = (row: UserRow) => toUserResponse(row, requiredRoles);

  /**
   * Finds the target inside the caller's transaction and applies the rules: nobody changes their own
   * account, SUPERADMIN accounts are only touched by a SUPERADMIN, and the last active one always stays.
   */
  async function findChangeable(
    repository: UsersRepository,
    caller: SessionUser,
    id: number,
    next: { role?: string; isActive?: boolean; deleting?: boolean },
  ): Promise<UserRow> {
    await repository.lockActiveSuperadmins();
    const target = await repository.findById(id);
    if (!target) throw notFound(USER_MESSAGES.notFound);
    if (target.id === caller.id) throw forbidden(USER_MESSAGES.cannotChangeSelf);
    if (!can(caller.role, 'user.grantSuperadmin')) {
      // Say what was refused: the account itself, or the role it would be given.
      if (target.role === 'SUPERADMIN') {
        throw forbidden(next.deleting ? USER_MESSAGES.superadminAccountDelete : USER_MESSAGES.superadminAccountChange);
      }
      if (next.role === 'SUPERADMIN') throw forbidden(USER_MESSAGES.superadminOnly);
    }
    const losesSuperadmin =
      target.role === 'SUPERADMIN' &&
      target.isActive &&
      (next.deleting || next.isActive === false || (next.role !== undefined && next.role !== 'SUPERADMIN'));
    if (losesSuperadmin && (await repository.countActiveSuperadmins(target.id)) === 0) {
      throw conflict(USER_MESSAGES.lastSuperadmin);
    }
    return target;
  }

  /** The invitation's token, stored hashed with its expiry, and the audit entry, in the caller's transaction. */
  async function storeInvitation(
    tx: Transaction,
    caller: SessionUser,
    user: UserRow,
    token: string,
    action: 'invite' | 'resend_invitation',
  ) {
    const expiresAt = new Date(clock().getTime() + INVITE_TOKEN_HOURS * 3_600_000);
    await createUserTokensRepository(tx).insert(user.id, 'invite', hashToken(token), expiresAt);
    await recordAudit(tx, {
      actor: caller,
      entity: 'user',
      entityId: user.id,
      action,
      changes: { email: user.email, role: user.role },
    });
  }

  const mailInvitation = async (user: UserRow, token: string) =>
    mailer.send(
      invitationMail({
        to: user.email,
        role: user.role,
        clinic: await deps.clinic(),
        link: `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}&invite=1`,
        expiresIn: `${INVITE_TOKEN_HOURS} hours`,
      }),
    );

  return {
    list: async () => (await createUsersRepository(db).list()).map(toResponse),

    /** The caller's own account. */
    async me(caller: SessionUser) {
      const user = await createUsersRepository(db).findById(caller.id);
      if (!user) throw unauthorized();
      return toResponse(user);
    },

    /**
     * A wrong old password counts against the sign-in limits, as a sign-in's does. Every browser
     * the account knew is forgotten and the other sessions end: the new password is proved again.
     */
    async changePassword(caller: SessionUser, input: ChangePasswordInput, address: string): Promise<void> {
      if (input.userId !== caller.id) throw forbidden(CHANGE_PASSWORD_MESSAGES.notYourAccount);
      const user = await createUsersRepository(db).findById(caller.id);
      if (!user) throw badRequest(CHANGE_PASSWORD_MESSAGES.userNotFound);
      await loginLimiter.confirm(user.email, address, CHANGE_PASSWORD_MESSAGES.wrongOldPassword, () =>
        verifyPassword(user.passwordHash, input.oldPassword),
      );
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await createUsersRepository(tx).update(user.id, { passwordHash }, clock());
        // A reset link mailed before the change must not undo it.
        await createUserTokensRepository(tx).revokeAllOfUser(user.id, clock());
        await forgetDevicesOfUser(tx, user);
      });
      await sessions.endAllOfUser(user.id, caller.sessionId);
    },

    /** Creates the account without a password and mails a link to set one. */
    async invite(caller: SessionUser, query: InviteUserQuery) {
      const token = generateToken();
      const user = await db.transaction(async (tx) => {
        const repository = createUsersRepository(tx);
        if (await repository.findByEmail(query.email)) throw conflict(USER_MESSAGES.emailTaken);
        const created = await repository.insert({
          email: query.email,
          fullName: query.full_name ?? null,
          role: query.role,
          isActive: false,
          passwordHash: null,
        });
        await storeInvitation(tx, caller, created, token, 'invite');
        return created;
      });
      await mailInvitation(user, token);
      return toResponse(user);
    },

    /**
     * A new invitation for an account that has not accepted the last one: the links mailed before
     * stop working, and a new one is mailed.
     */
    async resendInvitation(caller: SessionUser, id: number) {
      const token = generateToken();
      const user = await db.transaction(async (tx) => {
        const target = await findChangeable(createUsersRepository(tx), caller, id, {});
        if (userState(target) !== 'invited') throw conflict(USER_MESSAGES.notInvited);
        await createUserTokensRepository(tx).revokeAllOfUser(id, clock());
        await storeInvitation(tx, caller, target, token, 'resend_invitation');
        return target;
      });
      await mailInvitation(user, token);
      return toResponse(user);
    },

    /** Self-registered accounts waiting for an administrator to activate them. */
    async pendingCount() {
      return { count: await createUsersRepository(db).countAwaitingActivation() };
    },

    async update(caller: SessionUser, id: number, input: UpdateUserInput) {
      const updated = await db.transaction(async (tx) => {
        const repository = createUsersRepository(tx);
        const target = await findChangeable(repository, caller, id, { role: input.role, isActive: input.is_active });
        const row = await repository.update(
          id,
          {
            ...(input.role !== undefined ? { role: input.role } : {}),
            ...(input.full_name !== undefined ? { fullName: input.full_name } : {}),
            ...(input.is_active !== undefined
              ? { isActive: input.is_active, deactivatedAt: input.is_active ? null : clock() }
              : {}),
          },
          clock(),
        );
        if (!row) throw notFound(USER_MESSAGES.notFound);
        // An invite or reset link mailed earlier must not bring back an account or role changed since.
        if (input.is_active === false || (input.role !== undefined && input.role !== target.role)) {
          await createUserTokensRepository(tx).revokeAllOfUser(id, clock());
        }
        await recordAudit(tx, {
          actor: caller,
          entity: 'user',
          entityId: id,
          action: 'update',
          changes: { ...input },
        });
        return row;
      });
      // A deactivated account's open sessions stop working at once.
      if (input.is_active === false) await sessions.endAllOfUser(id);
      return toResponse(updated);
    },

    /**
     * Turns another user's two-factor sign-in off (a lost phone), by the rules of changing their
     * account. Their sessions end and their remembered browsers are forgotten: they sign in with the
     * password alone, and set two-factor sign-in up again if their role requires it.
     */
    async resetTwoFactor(caller: SessionUser, id: number) {
      const reset = await db.transaction(async (tx) => {
        const repository = createUsersRepository(tx);
        const target = await findChangeable(repository, caller, id, {});
        if (!target.twoFactorEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.notOn);
        await createTwoFactorRepository(tx).removeAllOfUser(id, clock());
        await recordAudit(tx, {
          actor: caller,
          entity: 'user',
          entityId: id,
          action: 'reset_two_factor',
          changes: { email: target.email },
        });
        const row = await repository.findById(id);
        if (!row) throw notFound(USER_MESSAGES.notFound);
        return row;
      });
      await sessions.endAllOfUser(id);
      return toResponse(reset);
    },

    /**
     * Clears another account's sign-in limits (an owner who cannot wait), by the rules of changing
     * their account, and audits it.
     */
    async clearSignInLimits(caller: SessionUser, id: number): Promise<string> {
      return db.transaction(async (tx) => {
        const target = await findChangeable(createUsersRepository(tx), caller, id, {});
        await clearSignInLimits(tx, target.email);
        await recordAudit(tx, {
          actor: caller,
          entity: 'user',
          entityId: id,
          action: 'clear_sign_in_limits',
          changes: { email: target.email },
        });
        return target.email;
      });
    },

    async remove(caller: SessionUser, id: number) {
      await db.transaction(async (tx) => {
        const repository = createUsersRepository(tx);
        const target = await findChangeable(repository, caller, id, { deleting: true });
        await createUserTokensRepository(tx).revokeAllOfUser(id, clock());
        await repository.delete(id);
        await recordDeletion(tx, caller, 'user', id, { changes: { email: target.email, full_name: target.fullName } });
      });
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
