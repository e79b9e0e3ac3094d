import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { useTestApp } from '../testing/test-app.ts';
import { loadArchiveKey } from './archive-key.ts';

const t = useTestApp();

/** A second server on the first one's database, holding `archiveKey`. */
async function startAnotherServer(archiveKey: string | undefined) {
  const app = await buildApp({ config: { ...t.config, archiveKey }, database: t.database });
  await app.close();
}

describe('servers sharing a database share the archive key', () => {
  it('refuses to start a server holding another archive key than the one the database knows', async () => {
    await expect(startAnotherServer(randomBytes(32).toString('hex'))).rejects.toThrow(
      /another archive key than the servers already using this database/,
    );
  });

  it('starts a server holding the same key, given as ARCHIVE_KEY or read from the data directory', async () => {
    const sameKey = loadArchiveKey(undefined, t.config.dataDir);
    await expect(startAnotherServer(sameKey.toString('hex'))).resolves.toBeUndefined();
    await expect(startAnotherServer(undefined)).resolves.toBeUndefined();
  });
});
