import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { keyFingerprints } from '../db/schema/index.ts';
import { makePrivateDir } from '../data-dir/private-files.ts';

const KEY_BYTES = 32;

/**
 * The 32-byte archive key: ARCHIVE_KEY when configured (hex or base64), otherwise a random key
 * generated once into DATA_DIR/archive.key and reused on every start.
 */
export function loadArchiveKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) {
    const key = /^[0-9a-fA-F]{64}$/.test(configured)
      ? Buffer.from(configured, 'hex')
      : Buffer.from(configured, 'base64');
    if (key.length !== KEY_BYTES) throw new Error('ARCHIVE_KEY must be 32 bytes');
    return key;
  }
  const file = path.join(dataDir, 'archive.key');
  makePrivateDir(dataDir);
  try {
    fs.writeFileSync(file, randomBytes(KEY_BYTES).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  if (key.length !== KEY_BYTES) throw new Error(`${file} does not hold a 32-byte hex key`);
  return key;
}

/**
 * Servers sharing a database must share the archive key: what one seals (archives, two-factor
 * secrets, download links) another must open. The first server to start records the key's
 * fingerprint; a server holding another key is refused before it writes anything.
 */
export async function checkArchiveKeyIsShared(db: Database, key: Buffer): Promise<void> {
  const fingerprint = createHmac('sha256', key).update('archive-key-fingerprint').digest('hex');
  await db.insert(keyFingerprints).values({ name: 'archive', fingerprint }).onConflictDoNothing();
  const [recorded] = await db
    .select({ fingerprint: keyFingerprints.fingerprint })
    .from(keyFingerprints)
    .where(eq(keyFingerprints.name, 'archive'));
  if (recorded?.fingerprint !== fingerprint) {
    throw new Error(
      'This server holds another archive key than the servers already using this database: ' +
        'set ARCHIVE_KEY to the same key on every server, or copy archive.key from their DATA_DIR.',
    );
  }
}
