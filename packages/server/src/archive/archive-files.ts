import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, type Hash } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../storage/file-storage.ts';

const SALT_BYTES = 32;
const IV_BYTES = 12;
const KEY_INFO = Buffer.from('clinic-portal archive file v1');

/**
 * How to open one sealed file; kept in the sealed profile, never beside the file. The file holds
 * only AES-256-GCM cipher text, under a key derived (HKDF-SHA256) from the archive key and the
 * file's own random salt, with the sealed file's storage key as additional data, so a sealed file
 * moved to another key or archive does not open.
 */
export interface SealedFileSeal {
  /** Plain bytes. */
  size: number;
  /** SHA-256 of the plain bytes, hex. */
  sha256: string;
  salt: string;
  iv: string;
  tag: string;
}

function fileKey(archiveKey: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', archiveKey, salt, KEY_INFO, 32));
}

/** Passes bytes through while counting and hashing them. */
function measure(): { stream: Transform; size: () => number; hash: Hash } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, size: () => size, hash };
}

/** Thrown when a sealed file does not open: altered, cut short, moved, or sealed under another key. */
export class SealedFileDamagedError extends Error {
  constructor(options?: ErrorOptions) {
    super('sealed file failed its integrity check', options);
    this.name = 'SealedFileDamagedError';
  }
}

/** Streams `source` through AES-256-GCM into new storage under `sealedKey`; memory stays flat. */
export async function sealFile(
  storage: FileStorage,
  source: Readable,
  sealedKey: string,
  archiveKey: Buffer,
): Promise<SealedFileSeal> {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', fileKey(archiveKey, salt), iv);
  cipher.setAAD(Buffer.from(sealedKey));
  const plain = measure();
  await pipeline(source, plain.stream, cipher, storage.writeStream(sealedKey));
  return {
    size: plain.size(),
    sha256: plain.hash.digest('hex'),
    salt: salt.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
  };
}

/**
 * Streams the sealed file at `sealedKey` back to plain bytes under `targetKey`. The bytes are
 * authenticated (the GCM tag) and compared with the recorded size and hash before this resolves;
 * on any mismatch it throws SealedFileDamagedError and the caller removes `targetKey`.
 */
export async function openSealedFile(
  storage: FileStorage,
  sealedKey: string,
  seal: SealedFileSeal,
  targetKey: string,
  archiveKey: Buffer,
): Promise<void> {
  const decipher = createDecipheriv(
    'aes-256-gcm',
    fileKey(archiveKey, Buffer.from(seal.salt, 'base64')),
    Buffer.from(seal.iv, 'base64'),
  );
  decipher.setAAD(Buffer.from(sealedKey));
  decipher.setAuthTag(Buffer.from(seal.tag, 'base64'));
  const plain = measure();
  try {
    await pipeline(storage.stream(sealedKey), decipher, plain.stream, storage.writeStream(targetKey));
  } catch (error) {
    // A missing sealed file is damage to the archive as much as an altered one.
    if (isIntegrityFailure(error)) throw new SealedFileDamagedError({ cause: error });
    throw error;
  }
  if (plain.size() !== seal.size || plain.hash.digest('hex') !== seal.sha256) throw new SealedFileDamagedError();
}

function isIntegrityFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  // node:crypto reports a failed GCM tag check as this message, without a code.
  return code === 'ENOENT' || error.message === 'Unsupported state or unable to authenticate data';
}

/** Writes bytes an older archive held inline to storage under `targetKey`. */
export async function writeInlineFile(storage: FileStorage, bytes: Buffer, targetKey: string): Promise<void> {
  await pipeline(Readable.from([bytes]), storage.writeStream(targetKey));
}
