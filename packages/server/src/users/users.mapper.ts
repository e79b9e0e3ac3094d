import type { Role, UserState } from '@clinic/contracts';
import { staffName } from '../db/staff-name.ts';
import type { UserRow } from './users.repository.ts';

/** Active; else deactivated by an administrator, invited (no password yet) or registered and waiting. */
export function userState(row: UserRow): UserState {
  if (row.isActive) return 'active';
  if (row.deactivatedAt) return 'deactivated';
  return row.passwordHash === null ? 'invited' : 'awaiting_activation';
}

/** A user as the API answers it; `twoFactorRequiredRoles` is the server's MFA_REQUIRED_ROLES. */
export function toUserResponse(row: UserRow, twoFactorRequiredRoles: readonly Role[]) {
  const role = row.role as Role;
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    display_name: staffName(row),
    role,
    is_active: row.isActive,
    state: userState(row),
    created_at: row.createdAt.toISOString(),
    mfa_enabled: row.twoFactorEnabledAt !== null,
    mfa_required: twoFactorRequiredRoles.includes(role),
  };
}
