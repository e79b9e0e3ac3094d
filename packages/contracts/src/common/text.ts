import { z } from 'zod';

export const TEXT_MESSAGES = {
  controlCharacters: 'Must not contain control characters',
} as const;

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
