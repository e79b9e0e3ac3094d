import type { Role } from '@clinic/contracts';
import type { UserRow } from './users.repository.ts';

/** A user as the API answers it; `twoFactorRequiredRoles` is the server's MFA_REQUIRED_ROLES. */
export function toUserResponse(row: UserRow, twoFactorRequiredRoles: readonly Role[]) {
  const role = row.role as Role;
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    role,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    mfa_enabled: row.twoFactorEnabledAt !== null,
    mfa_required: twoFactorRequiredRoles.includes(role),
  };
}
