import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { useTestApp } from '../testing/test-app.ts';
import { until } from '../testing/until.ts';
import { backupName } from './backups.service.ts';

const HOUR = 3_600_000;
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-automatic-backups-'));
let now = new Date('2026-03-02T01:00:00Z');
const clock = () => now;
const t = useTestApp({ clock, environment: { BACKUP_EVERY: '1h', BACKUP_KEEP: '2', BACKUP_DIR: backupDir } });
afterAll(() => fs.rmSync(backupDir, { recursive: true, force: true }));

const backups = () =>
  fs
    .readdirSync(backupDir)
    .filter((name) => name.endsWith('.clinicbackup'))
    .sort();

/** Another server starting at `now` on the same database and backup folder; closing waits for its backup. */
async function startAndStopAnotherServer(): Promise<void> {
  const app = await buildApp({ config: t.config, database: t.database, clock });
  await app.ready();
  await app.close();
}

describe('automatic backups (BACKUP_EVERY, BACKUP_KEEP)', () => {
  it('takes a backup when a server starts and no backup is newer than BACKUP_EVERY', async () => {
    await until('the backup taken at start', () => backups().length === 1);
    expect(backups()).toEqual([backupName(now)]);
  });

  it('takes none while the newest backup is younger than BACKUP_EVERY', async () => {
    now = new Date(now.getTime() + 0.5 * HOUR);
    await startAndStopAnotherServer();
    expect(backups()).toHaveLength(1);
  });

  it('takes another once the newest is older, and keeps only the newest BACKUP_KEEP', async () => {
    const first = backups()[0];
    now = new Date(now.getTime() + 0.6 * HOUR);
    await startAndStopAnotherServer();
    const second = backupName(now);
    expect(backups()).toEqual([first, second]);

    now = new Date(now.getTime() + 1.1 * HOUR);
    await startAndStopAnotherServer();
    expect(backups()).toEqual([second, backupName(now)]);
  });
});
