import { randomBytes } from 'node:crypto';

/** Lowercase letters that make a test's names its own, so tests sharing one database never meet. */
export const uniqueTag = (length = 6) =>
  Array.from(randomBytes(length), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
