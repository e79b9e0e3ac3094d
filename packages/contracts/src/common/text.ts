import { z } from 'zod';

export const TEXT_MESSAGES = {
  controlCharacters: 'Must not contain control characters',
  notWellFormed: 'Must be well-formed text, without NUL characters or unpaired surrogates',
} as const;

/** The `type` of a validation issue for text that breaks {@link isWellFormedText}. */
export const NOT_WELL_FORMED_TEXT = 'invalid_text';

/**
 * A NUL, or a lone surrogate: in a `u` pattern a correct surrogate pair is one code point and
 * only an unpaired half is `\p{Cs}`, so this is `!value.isWellFormed()` (ES2024) plus NUL.
 */
const NOT_TEXT = /[\0\p{Cs}]/u;

/**
 * Text PostgreSQL can store: no NUL (it ends a C string, so `text` refuses it) and well-formed
 * UTF-16 (a lone surrogate has no UTF-8 form, so `jsonb` refuses it). Every string a client sends
 * must pass this, whatever the field.
 */
export function isWellFormedText(value: string): boolean {
  return !NOT_TEXT.test(value);
}

/** No control character at all (C0, DEL, C1): names, addresses, search terms, e-mail addresses. */
const SINGLE_LINE_PATTERN = /^\P{Cc}*$/u;
/** Multi-line text may hold tabs and line breaks, and no other control character. */
const MULTI_LINE_PATTERN = /^(?:\P{Cc}|[\t\n\r])*$/u;

type StringParams = Parameters<typeof z.string>[0];

/**
 * The string every one-line input field is built on: trimmed, and refused with a 422 when it
 * holds a control character (a NUL would otherwise reach the database, which refuses it).
 */
export const singleLineText = (params?: StringParams) =>
  z.string(params).trim().regex(SINGLE_LINE_PATTERN, { message: TEXT_MESSAGES.controlCharacters });

/** The string of a multi-line input (consultation notes, details): tabs and line breaks are allowed. */
export const multiLineText = (params?: StringParams) =>
  z.string(params).regex(MULTI_LINE_PATTERN, { message: TEXT_MESSAGES.controlCharacters });
