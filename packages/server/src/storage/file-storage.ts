import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where attachment bytes live; local disk by default, object storage as the scale option. */
export interface FileStorage {
  /** Stores bytes under a generated key (or the given one, when restoring) and returns the key. */
  save(bytes: Buffer, key?: string): Promise<string>;
  read(key: string): Promise<Buffer>;
  stream(key: string): Readable;
  /** Removing a key that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored key with when its bytes were written, for the start-up sweep. */
  list(): Promise<{ key: string; writtenAt: Date }[]>;
}

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Files under `root`, named only by generated keys, so no client text ever reaches a path. */
export function createLocalFileStorage(root: string): FileStorage {
  fs.mkdirSync(root, { recursive: true });
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    async save(bytes, key) {
      // A generated key must be new; a given key (a restore) may replace a leftover file.
      const target = key ?? randomUUID();
      await fs.promises.writeFile(pathOf(target), bytes, { flag: key ? 'w' : 'wx', mode: 0o600 });
      return target;
    },
    read: (key) => fs.promises.readFile(pathOf(key)),
    stream: (key) => fs.createReadStream(pathOf(key)),
    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
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
  };
}

/** Best-effort cleanup of files whose database rows never committed or were just deleted. */
export async function removeAll(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}
