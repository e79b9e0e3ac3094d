import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id settings (19 MiB, 2 passes, 1 lane). */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export const timingSafeDummyHash = () => (dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex')));

export const generateToken = () => crypto.randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
