import { z } from 'zod';
import { recordIdSchema } from '../common/ids.ts';
import { singleLineText } from '../common/text.ts';
import {
  CHANGE_PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_MESSAGES,
  changePasswordProblem,
  passwordRule,
  resetPasswordProblem,
} from './password-rules.ts';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_NAME_LENGTH = 200;

export const AUTH_MESSAGES = {
  loginFailed: 'Login failed',
  invalidCredentials: 'Incorrect email or password',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests from this address. Please wait a while and try again.',
  registrationFailed: 'Registration failed',
  emailTaken: 'An account with this email already exists',
  passwordTooShort: 'Password must be at least 8 characters.',
  forgotSent: 'If an account exists for that email, a password reset link has been sent.',
  genericError: 'An error occurred',
  networkError: 'Network error. Please try again.',
  notAuthenticated: 'Not authenticated',
  inactive: 'Your account is waiting for activation by an administrator.',
  forbidden: "You don't have permission to do this.",
  accessDenied: "Access Denied - You don't have permission to access this page.",
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

export const emailSchema = singleLineText()
  .max(MAX_EMAIL_LENGTH)
  .regex(EMAIL_PATTERN, { message: 'Invalid email format' })
  .transform((email) => email.toLowerCase());

const passwordField = z.string().min(1).max(MAX_PASSWORD_LENGTH);

/** Form-encoded, as OAuth2's password flow: `username` holds the email. */
export const loginInputSchema = z.object({
  username: singleLineText().min(1).max(MAX_EMAIL_LENGTH),
  password: passwordField,
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z.object({
  email: emailSchema,
  password: passwordField.min(PASSWORD_MIN_LENGTH, { message: AUTH_MESSAGES.passwordTooShort }),
  full_name: singleLineText().min(1).max(MAX_NAME_LENGTH),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** The registration form: the request plus a confirmation that never leaves the browser. */
export const registerFormSchema = registerInputSchema
  .extend({ confirm_password: z.string() })
  .refine((form) => form.password === form.confirm_password, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Each field missing or empty answers the spec's 'All fields are required.' */
const requiredField = z
  .string({ message: CHANGE_PASSWORD_MESSAGES.required })
  .min(1, { message: CHANGE_PASSWORD_MESSAGES.required })
  .max(MAX_PASSWORD_LENGTH);

export const changePasswordInputSchema = z.object({
  userId: recordIdSchema(CHANGE_PASSWORD_MESSAGES.required),
  oldPassword: requiredField,
  newPassword: z
    .string({ message: CHANGE_PASSWORD_MESSAGES.required })
    .max(MAX_PASSWORD_LENGTH)
    .superRefine(passwordRule(changePasswordProblem)),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** The change-password form: the server's rules plus the confirmation, in the spec's order. */
export const changePasswordFormSchema = z
  .object({ oldPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((form, context) => {
    const fail = (message: string) => context.addIssue({ code: 'custom', message, path: ['form'] });
    if (!form.oldPassword || !form.newPassword || !form.confirmPassword) return fail(CHANGE_PASSWORD_MESSAGES.required);
    const problem = changePasswordProblem(form.newPassword);
    if (problem) return fail(problem);
    if (form.newPassword !== form.confirmPassword) return fail(CHANGE_PASSWORD_MESSAGES.mismatch);
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.object({
  token: z.string().min(1).max(200),
  new_password: z.string().max(MAX_PASSWORD_LENGTH).superRefine(passwordRule(resetPasswordProblem)),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const resetPasswordFormSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((form, context) => {
    const problem = resetPasswordProblem(form.newPassword);
    if (problem) return context.addIssue({ code: 'custom', message: problem, path: ['newPassword'] });
    if (form.newPassword !== form.confirmPassword) {
      context.addIssue({ code: 'custom', message: RESET_PASSWORD_MESSAGES.mismatch, path: ['confirmPassword'] });
    }
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
