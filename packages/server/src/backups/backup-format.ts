import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';

/**
 * A backup file, streamed in and out with flat memory:
 *
 *   header   MAGIC | salt (32) | key check (32)
 *   frames   index u32 | final u8 | length u32 | iv (12) | tag (16) | AES-256-GCM cipher text
 *   trailer  offset of the final frame, u64
 *
 * Each frame is sealed on its own under a key derived (HKDF-SHA256) from the backup key and the
 * file's salt, with the salt and the frame's header as additional data: frames cannot be
 * reordered, dropped, moved into another backup or cut short without failing a check. The data
 * frames carry a stream of records; the final frame holds the manifest, which the trailer lets a
 * reader open without reading the rest. The key check tells a wrong key from damage.
 */
const MAGIC = Buffer.from('CLINIC-BACKUP-1\n');
const SALT_BYTES = 32;
const CHECK_BYTES = 32;
const HEADER_BYTES = MAGIC.length + SALT_BYTES + CHECK_BYTES;
const FRAME_HEADER_BYTES = 9;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const TRAILER_BYTES = 8;
/** Plain bytes per frame: big enough to cost little, small enough to hold in memory. */
export const FRAME_PLAIN_BYTES = 1024 * 1024;
const KEY_INFO = Buffer.from('clinic-portal backup v1');

export const RECORD = { table: 1, row: 2, fileStart: 3, fileBytes: 4, fileEnd: 5 } as const;
export type RecordType = (typeof RECORD)[keyof typeof RECORD];
const RECORD_HEADER_BYTES = 5;

/** What a backup holds, sealed as its final frame. */
export interface BackupManifest {
  format: 1;
  takenAt: string;
  /** Migrations applied to the database the rows came from. */
  migrations: number;
  /** The archive key, so sealed archive files and two-factor secrets open after a restore. */
  archiveKey: string;
  tables: Record<string, number>;
  files: Record<string, { size: number; sha256: string }>;
}

/** Why a backup cannot be read; the message is meant for the person restoring. */
export class BackupUnreadableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BackupUnreadableError';
  }
}

export const DAMAGED = 'The backup is damaged (it failed its integrity check); nothing was restored from it.';
const WRONG_KEY =
  'The backup was sealed under another key: set BACKUP_KEY (or ARCHIVE_KEY) to the key it was taken with.';
const NOT_A_BACKUP = 'The file is not a backup of this portal.';

function deriveKeys(backupKey: Buffer, salt: Buffer) {
  const key = Buffer.from(hkdfSync('sha256', backupKey, salt, KEY_INFO, 32));
  return { key, check: createHmac('sha256', key).update('key check').digest() };
}

function frameHeader(index: number, final: boolean, length: number): Buffer {
  const header = Buffer.alloc(FRAME_HEADER_BYTES);
  header.writeUInt32BE(index, 0);
  header.writeUInt8(final ? 1 : 0, 4);
  header.writeUInt32BE(length, 5);
  return header;
}

function recordBytes(type: RecordType, payload: Buffer): Buffer {
  const header = Buffer.alloc(RECORD_HEADER_BYTES);
  header.writeUInt8(type, 0);
  header.writeUInt32BE(payload.length, 1);
  return Buffer.concat([header, payload]);
}

/** Writes a backup to an open file, frame by frame; `finish` seals the manifest and the trailer. */
export async function createBackupWriter(file: fs.promises.FileHandle, backupKey: Buffer) {
  const salt = randomBytes(SALT_BYTES);
  const { key, check } = deriveKeys(backupKey, salt);
  let offset = 0;
  let index = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;

  const append = async (bytes: Buffer) => {
    await file.write(bytes, 0, bytes.length, offset);
    offset += bytes.length;
  };
  const sealFrame = async (plain: Buffer, final: boolean) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const header = frameHeader(index, final, plain.length);
    cipher.setAAD(Buffer.concat([salt, header]));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    await append(Buffer.concat([header, iv, cipher.getAuthTag(), body]));
    index += 1;
  };
  const flush = async () => {
    if (pendingBytes === 0) return;
    const plain = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    await sealFrame(plain, false);
  };

  await append(Buffer.concat([MAGIC, salt, check]));
  return {
    async record(type: RecordType, payload: Buffer): Promise<void> {
      const bytes = recordBytes(type, payload);
      pending.push(bytes);
      pendingBytes += bytes.length;
      if (pendingBytes >= FRAME_PLAIN_BYTES) await flush();
    },
    async finish(manifest: BackupManifest): Promise<void> {
      await flush();
      const finalOffset = offset;
      await sealFrame(Buffer.from(JSON.stringify(manifest)), true);
      const trailer = Buffer.alloc(TRAILER_BYTES);
      trailer.writeBigUInt64BE(BigInt(finalOffset));
      await append(trailer);
    },
  };
}

async function readExactly(file: fs.promises.FileHandle, length: number, position: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new BackupUnreadableError(DAMAGED);
  return buffer;
}

/** Opens a backup: checks its header and key, and reads its manifest through the trailer. */
export async function openBackup(filePath: string, backupKey: Buffer) {
  const file = await fs.promises.open(filePath, 'r');
  try {
    const { size } = await file.stat();
    if (size < HEADER_BYTES + TRAILER_BYTES) throw new BackupUnreadableError(NOT_A_BACKUP);
    const header = await readExactly(file, HEADER_BYTES, 0);
    if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw new BackupUnreadableError(NOT_A_BACKUP);
    const salt = header.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
    const { key, check } = deriveKeys(backupKey, salt);
    if (!timingSafeEqual(check, header.subarray(MAGIC.length + SALT_BYTES))) {
      throw new BackupUnreadableError(WRONG_KEY);
    }

    const openFrame = async (position: number, expectedIndex: number | undefined) => {
      const head = await readExactly(file, FRAME_HEADER_BYTES + IV_BYTES + TAG_BYTES, position);
      const frameIndex = head.readUInt32BE(0);
      const final = head.readUInt8(4) === 1;
      const length = head.readUInt32BE(5);
      if (expectedIndex !== undefined && frameIndex !== expectedIndex) throw new BackupUnreadableError(DAMAGED);
      if (length > FRAME_PLAIN_BYTES * 64) throw new BackupUnreadableError(DAMAGED);
      const body = await readExactly(file, length, position + head.length);
      const decipher = createDecipheriv(
        'aes-256-gcm',
        key,
        head.subarray(FRAME_HEADER_BYTES, FRAME_HEADER_BYTES + IV_BYTES),
      );
      decipher.setAAD(Buffer.concat([salt, head.subarray(0, FRAME_HEADER_BYTES)]));
      decipher.setAuthTag(head.subarray(FRAME_HEADER_BYTES + IV_BYTES));
      try {
        const plain = Buffer.concat([decipher.update(body), decipher.final()]);
        return { plain, final, index: frameIndex, next: position + head.length + length };
      } catch (error) {
        throw new BackupUnreadableError(DAMAGED, { cause: error });
      }
    };

    const trailer = await readExactly(file, TRAILER_BYTES, size - TRAILER_BYTES);
    const finalOffset = Number(trailer.readBigUInt64BE());
    if (finalOffset < HEADER_BYTES || finalOffset >= size - TRAILER_BYTES) throw new BackupUnreadableError(DAMAGED);
    const last = await openFrame(finalOffset, undefined);
    if (!last.final || last.next !== size - TRAILER_BYTES) throw new BackupUnreadableError(DAMAGED);
    const manifest = JSON.parse(last.plain.toString()) as BackupManifest;

    return {
      manifest,
      size,
      close: () => file.close(),
      /** Every record in order; throws BackupUnreadableError on any damage, before yielding past it. */
      async *records(): AsyncGenerator<{ type: RecordType; payload: Buffer }> {
        let position = HEADER_BYTES;
        let index = 0;
        let carry = Buffer.alloc(0);
        for (;;) {
          const frame = await openFrame(position, index);
          if (frame.final) {
            if (position !== finalOffset || carry.length > 0) throw new BackupUnreadableError(DAMAGED);
            return;
          }
          position = frame.next;
          index += 1;
          let bytes = carry.length > 0 ? Buffer.concat([carry, frame.plain]) : frame.plain;
          while (bytes.length >= RECORD_HEADER_BYTES) {
            const length = bytes.readUInt32BE(1);
            if (bytes.length < RECORD_HEADER_BYTES + length) break;
            yield {
              type: bytes.readUInt8(0) as RecordType,
              payload: bytes.subarray(RECORD_HEADER_BYTES, RECORD_HEADER_BYTES + length),
            };
            bytes = bytes.subarray(RECORD_HEADER_BYTES + length);
          }
          carry = Buffer.from(bytes);
        }
      },
    };
  } catch (error) {
    await file.close();
    throw error;
  }
}

export type OpenedBackup = Awaited<ReturnType<typeof openBackup>>;
