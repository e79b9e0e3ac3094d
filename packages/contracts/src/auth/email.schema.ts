import { singleLineText } from '../common/text.ts';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from './auth-messages.ts';

/** An account's e-mail: one line, a valid address, kept in lower case. */
export const emailSchema = singleLineText()
  .max(MAX_EMAIL_LENGTH)
  .regex(EMAIL_PATTERN, { message: 'Invalid email format' })
  .transform((email) => email.toLowerCase());
