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
import { AUTH_MESSAGES, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from './auth-messages.ts';
import { emailSchema } from './email.schema.ts';

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

/** `POST /auth/sign-in-link`: the token of a mailed sign-in link; answers as the sign-in does. */
export const signInLinkInputSchema = z.object({ token: z.string().min(1).max(200) });
export type SignInLinkInput = z.infer<typeof signInLinkInputSchema>;

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
