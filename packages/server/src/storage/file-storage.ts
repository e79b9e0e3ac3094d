import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** Where attachment bytes live; local disk by default, object storage as the scale option. */
export interface FileStorage {
  /** Stores bytes under a generated key (or the given one, when restoring) and returns the key. */
  save(bytes: Buffer, key?: string): Promise<string>;
  read(key: string): Promise<Buffer>;
  stream(key: string): Readable;
  /**
   * A stream that writes new bytes under `key` (an attachment key from `newFileKey`, or a sealed
   * archive file's key from `newArchiveFileKey`); it finishes once they are stored.
   */
  writeStream(key: string): Writable;
  /** Removing a key that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Every stored attachment key with when its bytes were written, for the start-up sweep. Sealed
   * archive files are not listed: the sweep finds those through their pending records.
   */
  list(): Promise<{ key: string; writtenAt: Date }[]>;
  /** Every stored key, sealed archive files included, one at a time (backups copy them all). */
  keys(): AsyncIterable<string>;
  /** Bytes still free where the files are written; undefined for object storage, which has no disk to fill. */
  freeBytes(): Promise<number | undefined>;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** An attachment's key. */
export const KEY_PATTERN = new RegExp(`^${UUID}$`);
/** A sealed archive file's key. */
export const ARCHIVE_KEY_PATTERN = new RegExp(`^archive/[1-9][0-9]{0,9}/${UUID}$`);

/** Refuses any key the portal did not generate, so no other text ever names a file or object. */
export function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key) && !ARCHIVE_KEY_PATTERN.test(key)) throw new Error('invalid storage key');
  return key;
}

/** Where sealed archive files live: `archive/<patient id>/<random>`. */
export const ARCHIVE_KEY_PREFIX = 'archive/';

/** A new attachment key. */
export const newFileKey = (): string => randomUUID();

/** A new key for one sealed file of a patient's archive. */
export const newArchiveFileKey = (patientId: number): string => `${ARCHIVE_KEY_PREFIX}${patientId}/${randomUUID()}`;

const READ_CHUNK_BYTES = 1024 * 1024;

/** Files under `root`, named only by generated keys, so no client text ever reaches a path. */
export function createLocalFileStorage(root: string): FileStorage {
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  const pathOf = (key: string) => path.join(root, checkedKey(key));
  return {
    async save(bytes, key) {
      // A generated key must be new; a given key (a restore) may replace a leftover file.
      const target = key ?? randomUUID();
      await fs.promises.writeFile(pathOf(target), bytes, { flag: key ? 'w' : 'wx', mode: 0o600 });
      return target;
    },
    read: (key) => fs.promises.readFile(pathOf(key)),
    // Large reads: on the embedded database every query holds the event loop, so a stream that
    // takes one turn per chunk (archive sealing, downloads) moves at one chunk per query.
    stream: (key) => fs.createReadStream(pathOf(key), { highWaterMark: READ_CHUNK_BYTES }),
    writeStream(key) {
      const target = pathOf(key);
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      return fs.createWriteStream(target, { flags: 'wx', mode: 0o600 });
    },
    async remove(key) {
      const target = pathOf(key);
      await fs.promises.rm(target, { force: true });
      // A patient's archive folder goes with its last sealed file.
      if (ARCHIVE_KEY_PATTERN.test(key)) await fs.promises.rmdir(path.dirname(target)).catch(() => undefined);
    },
    async list() {
      const names = (await fs.promises.readdir(root)).filter((name) => KEY_PATTERN.test(name));
      const entries = await Promise.all(
        names.map(async (key) => {
          const stats = await fs.promises.stat(pathOf(key)).catch(() => undefined);
          return stats ? { key, writtenAt: stats.mtime } : undefined;
        }),
      );
      return entries.filter((entry) => entry !== undefined);
    },
    async *keys() {
      for (const entry of await fs.promises.readdir(root, { recursive: true })) {
        const key = entry.split(path.sep).join('/');
        if (KEY_PATTERN.test(key) || ARCHIVE_KEY_PATTERN.test(key)) yield key;
      }
    },
    async freeBytes() {
      // Blocks available to an unprivileged writer: the server does not run as root.
      const { bavail, bsize } = await fs.promises.statfs(root);
      return bavail * bsize;
    },
  };
}

/** Best-effort cleanup of files whose database rows never committed or were just deleted. */
export async function removeAll(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}
