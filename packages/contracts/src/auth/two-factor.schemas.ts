import { z } from 'zod';
import { singleLineText } from '../common/text.ts';
import { tokenResponseSchema } from './auth.schemas.ts';
import { MAX_TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_MESSAGES } from './two-factor-messages.ts';

/** One code field: the app's six digits, or a recovery code; spaces and dashes are the reader's. */
export const twoFactorCodeSchema = singleLineText()
  .min(1, { message: TWO_FACTOR_MESSAGES.codeRequired })
  .max(MAX_TWO_FACTOR_CODE_LENGTH);

/** The answer of a right password for an account with two-factor sign-in: a code must follow. */
export const twoFactorChallengeSchema = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** `POST /auth/login`: the spec's token, or a challenge for an account with two-factor sign-in. */
export const loginResponseSchema = z.union([tokenResponseSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST /auth/mfa`: the challenge's token and a code; answers as the sign-in does. */
export const twoFactorSignInInputSchema = z.object({
  mfa_token: z.string().min(1).max(200),
  code: twoFactorCodeSchema,
  remember_device: z.boolean().optional(),
});
export type TwoFactorSignInInput = z.infer<typeof twoFactorSignInInputSchema>;

/** `POST /auth/mfa/enrolment`: the new secret, shown once, as text, as a URI and as a QR code. */
export const twoFactorEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** A `data:image/svg+xml` URL. */
  qr_code: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** Confirming an enrolment, or turning two-factor sign-in off: a current code. */
export const twoFactorCodeInputSchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeInputSchema>;

/** `POST /auth/mfa/enrolment/confirm`: the recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** One signed-in session of the caller's account. */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  /** Read from the browser's user agent: 'Chrome on Windows'. */
  device: z.string(),
  address: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionListSchema = z.object({ items: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;
