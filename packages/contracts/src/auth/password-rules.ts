import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export const CHANGE_PASSWORD_MESSAGES = {
  required: 'All fields are required.',
  length: 'Password must be at least 8 characters.',
  letter: 'Password must contain at least one letter.',
  number: 'Password must contain at least one number.',
  special: 'Password must contain at least one special character.',
  mismatch: 'New passwords do not match.',
  userNotFound: 'User not found.',
  success: 'Password updated successfully.',
  failure: 'Failed to update password.',
  wrongOldPassword: 'Old password is incorrect.',
  notYourAccount: 'You can only change your own password.',
} as const;

export const RESET_PASSWORD_MESSAGES = {
  length: 'Password must be at least 8 characters long',
  lowercase: 'Password must contain at least one lowercase letter',
  uppercase: 'Password must contain at least one uppercase letter',
  number: 'Password must contain at least one number',
  mismatch: 'Passwords do not match',
  invalidLink: 'Invalid reset link. Please request a new password reset.',
  helper: 'Password must be at least 8 characters with uppercase, lowercase, and number',
  redirecting: 'Redirecting to login page...',
  success: 'Password has been reset successfully.',
  invalidToken: 'This reset link is invalid or has expired. Please request a new password reset.',
} as const;

/** The same screen reached from an invitation: the account is new, so nothing is being reset. */
export const INVITATION_MESSAGES = {
  title: 'Set your password',
  submit: 'Set Password',
  submitting: 'Saving...',
  success: 'Your account is ready.',
} as const;

const hasSpecial = (value: string) => [...value].some((character) => SPECIAL_CHARACTERS.includes(character));

/** The change-password rules of the spec, in the spec's order: the first failing rule is reported. */
export function changePasswordProblem(newPassword: string): string | undefined {
  if (newPassword === '') return CHANGE_PASSWORD_MESSAGES.required;
  if (newPassword.length < PASSWORD_MIN_LENGTH) return CHANGE_PASSWORD_MESSAGES.length;
  if (!/[A-Za-z]/.test(newPassword)) return CHANGE_PASSWORD_MESSAGES.letter;
  if (!/\d/.test(newPassword)) return CHANGE_PASSWORD_MESSAGES.number;
  if (!hasSpecial(newPassword)) return CHANGE_PASSWORD_MESSAGES.special;
  return undefined;
}

/** The reset-password rules of the spec, in order. */
export function resetPasswordProblem(newPassword: string): string | undefined {
  if (newPassword.length < PASSWORD_MIN_LENGTH) return RESET_PASSWORD_MESSAGES.length;
  if (!/[a-z]/.test(newPassword)) return RESET_PASSWORD_MESSAGES.lowercase;
  if (!/[A-Z]/.test(newPassword)) return RESET_PASSWORD_MESSAGES.uppercase;
  if (!/\d/.test(newPassword)) return RESET_PASSWORD_MESSAGES.number;
  return undefined;
}

/** A zod check that reports one rule function's message. */
export function passwordRule(problem: (password: string) => string | undefined) {
  return (value: string, context: z.RefinementCtx) => {
    const message = problem(value);
    if (message) context.addIssue({ code: 'custom', message });
  };
}
