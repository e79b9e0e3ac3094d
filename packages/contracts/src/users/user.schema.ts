import { z } from 'zod';
import { ROLES } from '../common/roles.ts';

// The account as the API answers it, on its own: every signed-in screen reads the current user
// with it, without evaluating the schemas of the user-management forms first.

/**
 * Where an account stands: invited and not yet accepted, registered and waiting for an
 * administrator, active, or deactivated by an administrator.
 */
export const USER_STATES = ['active', 'invited', 'awaiting_activation', 'deactivated'] as const;
export type UserState = (typeof USER_STATES)[number];
export const USER_STATE_LABELS: Record<UserState, string> = {
  active: 'Active',
  invited: 'Invited',
  awaiting_activation: 'Awaiting activation',
  deactivated: 'Deactivated',
};

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** The name the account's owner gave or an administrator set; null when none was. */
  full_name: z.string().nullable(),
  /** How screens, PDFs and history lines name the account: its full name, else its e-mail. */
  display_name: z.string(),
  role: z.enum(ROLES),
  is_active: z.boolean(),
  state: z.enum(USER_STATES),
  created_at: z.string(),
  /** Two-factor sign-in is on. */
  mfa_enabled: z.boolean(),
  /** The account's role must sign in with two factors (the server's MFA_REQUIRED_ROLES). */
  mfa_required: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** The staff list. */
export const userListSchema = z.array(userSchema);
