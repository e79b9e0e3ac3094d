import { z } from 'zod';
import { ASSIGNABLE_ROLES, DEFAULT_INVITE_ROLE } from '../common/roles.ts';
import { roleSchema } from '../common/role.schema.ts';
import { emailSchema } from '../auth/email.schema.ts';
import { MAX_NAME_LENGTH } from '../auth/auth-messages.ts';
import { singleLineText } from '../common/text.ts';

export const USER_MESSAGES = {
  loadFailed: 'Failed to load users',
  inviteFailed: 'Failed to invite user',
  updateFailed: 'Failed to update user',
  deleteFailed: 'Failed to delete user',
  invited: (email: string) => `User ${email} invited successfully`,
  updated: (email: string) => `User ${email} updated successfully`,
  deleted: 'User deleted successfully',
  empty: 'No users found',
  errorBoundary: 'Error loading User Management. Please refresh or contact support.',
  emailRequired: 'Email is required',
  notFound: 'User not found',
  cannotChangeSelf: 'You cannot change or delete your own account',
  superadminOnly: 'Only a SUPERADMIN can grant or remove the SUPERADMIN role',
  superadminAccountChange: 'Only a SUPERADMIN can change a SUPERADMIN account',
  superadminAccountDelete: 'Only a SUPERADMIN can delete a SUPERADMIN account',
  lastSuperadmin: 'The last active SUPERADMIN cannot be demoted, deactivated or deleted',
  emailTaken: 'A user with this email already exists',
  twoFactorReset: (email: string) => `Two-factor sign-in reset for ${email}`,
  twoFactorResetFailed: 'Failed to reset two-factor sign-in',
  invitationResent: (email: string) => `A new invitation was sent to ${email}`,
  invitationResendFailed: 'Failed to send the invitation',
  notInvited: 'Only an invited account that has not accepted yet can be sent a new invitation',
  activated: (email: string) => `${email} can now sign in`,
  activateFailed: 'Failed to activate the account',
  signInLimitsCleared: (email: string) => `Sign-in limits cleared: ${email} can sign in again from any browser`,
  signInLimitsClearFailed: 'Failed to clear the sign-in limits',
} as const;

/** GET /users/pending-count: self-registered accounts waiting for an administrator. */
export const pendingUsersCountSchema = z.object({ count: z.number().int() });
export type PendingUsersCount = z.infer<typeof pendingUsersCountSchema>;

/** A staff member's full name; a blank one means none (screens then show the e-mail). */
const fullNameField = singleLineText()
  .max(MAX_NAME_LENGTH)
  .transform((value) => value || null);

export const inviteUserQuerySchema = z.object({
  email: emailSchema,
  full_name: fullNameField.optional(),
  role: z
    .preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : value), z.enum(ASSIGNABLE_ROLES))
    .default(DEFAULT_INVITE_ROLE),
});
export type InviteUserQuery = z.infer<typeof inviteUserQuerySchema>;

/** The invite form: the query's rules, with the spec's message for an empty e-mail first. */
export const inviteUserFormSchema = z.object({
  email: z.string().trim().min(1, { message: USER_MESSAGES.emailRequired }).pipe(emailSchema),
  full_name: z.string().trim().max(MAX_NAME_LENGTH),
  role: z.enum(ASSIGNABLE_ROLES),
});
export type InviteUserForm = z.input<typeof inviteUserFormSchema>;

export const updateUserInputSchema = z
  .object({
    role: roleSchema.optional(),
    is_active: z.boolean().optional(),
    /** A blank or null name removes it. */
    full_name: fullNameField.nullable().optional(),
  })
  .refine((input) => input.role !== undefined || input.is_active !== undefined || input.full_name !== undefined, {
    message: 'Nothing to update: send role, is_active or full_name',
  });
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;
