import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { BACKUP_KEY_BESIDE_BACKUPS } from './backup-key-placement.ts';

const WARN = 40;

/** The warnings a portal logs while it starts with `environment` over the test defaults. */
async function warningsAtStart(environment: NodeJS.ProcessEnv = {}): Promise<string[]> {
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const portal = await createTestApp({ logStream, environment });
  await portal.close();
  return lines
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level === WARN)
    .map((entry) => entry.msg);
}

describe('the backup key at start', () => {
  it('warns in one line when backups are sealed under DATA_DIR/archive.key and written inside DATA_DIR', async () => {
    expect(await warningsAtStart()).toEqual([BACKUP_KEY_BESIDE_BACKUPS]);
  });

  it('is quiet once BACKUP_KEY is set', async () => {
    expect(await warningsAtStart({ BACKUP_KEY: 'ab'.repeat(32) })).toEqual([]);
  });
});
