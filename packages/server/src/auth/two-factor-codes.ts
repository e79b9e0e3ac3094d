import crypto from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '@clinic/contracts';
import { decrypt, encrypt } from '../keys/archive-cipher.ts';

/** RFC 6238's defaults, the ones every authenticator app reads from the QR code: SHA-1, 6 digits, 30 s. */
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after the current one still counts: phones' clocks drift. */
const TOTP_TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
const TOTP_CODE = /^\d{6}$/;
/** No 0/o, 1/l/i: a recovery code is read off paper and typed. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_HALF_LENGTH = 5;

/** The keys of two-factor sign-in, each derived from the portal's one at-rest key (ARCHIVE_KEY). */
export interface TwoFactorKeys {
  /** Seals TOTP secrets (AES-256-GCM). */
  secret: Buffer;
  /** Keys the hashes of recovery codes, so a copy of the database alone cannot test guesses. */
  recoveryCodes: Buffer;
}

export function deriveTwoFactorKeys(atRestKey: Buffer): TwoFactorKeys {
  const derive = (purpose: string) =>
    Buffer.from(crypto.hkdfSync('sha256', atRestKey, Buffer.alloc(0), `clinic-portal ${purpose}`, 32));
  return { secret: derive('two-factor secrets'), recoveryCodes: derive('recovery codes') };
}

/** Seals a TOTP secret for the database: base64 of iv, tag and cipher text. */
export const sealSecret = (secret: string, key: Buffer) => encrypt(Buffer.from(secret, 'utf8'), key).toString('base64');

export const openSecret = (sealed: string, key: Buffer) => decrypt(Buffer.from(sealed, 'base64'), key).toString('utf8');

/** A new Base32 secret of 20 random bytes (160 bits, RFC 4226's recommendation). */
export const newTotpSecret = () => generateSecret({ length: 20 });

export async function enrolmentCodes(secret: string, issuer: string, accountName: string) {
  const otpauthUrl = generateURI({ issuer, label: accountName, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}` };
}

/** The code as typed, without the spaces and dashes people add, in lower case. */
export const normaliseCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

export const looksLikeTotp = (code: string) => TOTP_CODE.test(normaliseCode(code));

/**
 * The time step a six-digit code belongs to, if it is right at `now` and of a later step than
 * `afterStep` (the last one accepted): a code that was used once is refused for the rest of its window.
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | undefined> {
  const token = normaliseCode(code);
  if (!TOTP_CODE.test(token)) return undefined;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The functional API answers HOTP's result type too; a TOTP result carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

function randomRecoveryHalf(): string {
  let half = '';
  for (let index = 0; index < RECOVERY_HALF_LENGTH; index += 1) {
    half += RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)];
  }
  return half;
}

/** Ten codes such as `7kq2m-x9fd4`: 50 random bits each. */
export const newRecoveryCodes = () =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomRecoveryHalf()}-${randomRecoveryHalf()}`);

export const hashRecoveryCode = (code: string, key: Buffer) =>
  crypto.createHmac('sha256', key).update(normaliseCode(code)).digest('hex');
