import { ASSIGNABLE_ROLES, can, type Role } from '@clinic/contracts';

/** The invite form never offers SUPERADMIN (see docs: invites create ordinary accounts). */
export const INVITE_ROLE_OPTIONS: readonly Role[] = ASSIGNABLE_ROLES;

/** The edit modal adds SUPERADMIN only for a viewer who may grant it. */
export function editRoleOptions(viewerRole: Role | undefined): readonly Role[] {
  return can(viewerRole, 'user.grantSuperadmin') ? ['SUPERADMIN', ...ASSIGNABLE_ROLES] : ASSIGNABLE_ROLES;
}
