import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newArchiveFileKey, newFileKey, type FileStorage } from './file-storage.ts';

/**
 * What every file store must do; each implementation's test file runs it against a real store.
 * `onDisk`: the store writes to a disk of its own, whose free space it reports.
 */
export function describeFileStorageContract(
  name: string,
  open: () => Promise<{ storage: FileStorage; close(): Promise<void> }>,
  { onDisk }: { onDisk: boolean },
): void {
  describe(`${name} file storage`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(() => close());

    const keysOf = async () => {
      const keys: string[] = [];
      for await (const key of storage.keys()) keys.push(key);
      return keys;
    };

    it('saves bytes under a new key and reads them back whole and streamed', async () => {
      const bytes = randomBytes(64 * 1024);
      const key = await storage.save(bytes);
      expect(await storage.read(key)).toEqual(bytes);
      const chunks: Buffer[] = [];
      for await (const chunk of storage.stream(key)) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks)).toEqual(bytes);
    });

    it('writes a stream larger than one upload part under a given key', async () => {
      const key = newFileKey();
      const parts = Array.from({ length: 7 }, () => randomBytes(1024 * 1024));
      await pipeline(Readable.from(parts), storage.writeStream(key));
      expect((await storage.read(key)).equals(Buffer.concat(parts))).toBe(true);
    });

    it('keeps sealed archive files under their own keys, listed among all keys but not as attachments', async () => {
      const attachment = await storage.save(Buffer.from('attachment'));
      const sealed = newArchiveFileKey(42);
      await pipeline(Readable.from([Buffer.from('sealed')]), storage.writeStream(sealed));
      expect(await text(storage.stream(sealed))).toBe('sealed');
      const attachments = (await storage.list()).map((entry) => entry.key);
      expect(attachments).toContain(attachment);
      expect(attachments).not.toContain(sealed);
      expect(await keysOf()).toEqual(expect.arrayContaining([attachment, sealed]));
      const written = (await storage.list()).find((entry) => entry.key === attachment)!.writtenAt;
      expect(Math.abs(written.getTime() - Date.now())).toBeLessThan(60_000);
    });

    it('removes a key, and removing it again is no error', async () => {
      const key = await storage.save(Buffer.from('gone soon'));
      await storage.remove(key);
      await storage.remove(key);
      expect(await keysOf()).not.toContain(key);
      const sealed = newArchiveFileKey(7);
      await pipeline(Readable.from([Buffer.from('x')]), storage.writeStream(sealed));
      await storage.remove(sealed);
      expect(await keysOf()).not.toContain(sealed);
    });

    it('reports a missing file as ENOENT when streamed or read', async () => {
      const missing = newFileKey();
      await expect(text(storage.stream(missing))).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(storage.read(missing)).rejects.toMatchObject({ code: 'ENOENT' });
    });

    it(onDisk ? 'reports the free bytes of its disk' : 'has no disk whose free space to report', async () => {
      const free = await storage.freeBytes();
      if (onDisk) expect(free).toBeGreaterThan(0);
      else expect(free).toBeUndefined();
    });

    it('refuses any key it did not generate', async () => {
      for (const key of ['../etc/passwd', 'archive/0/x', 'a/b']) {
        await expect(storage.save(Buffer.from('x'), key)).rejects.toThrow('invalid storage key');
      }
      expect(() => storage.stream('../secret')).toThrow('invalid storage key');
    });
  });
}
