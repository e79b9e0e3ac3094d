import type { Backup, BackupStatus } from '@clinic/contracts';
import type { TestApp } from './test-app.ts';
import { until } from './until.ts';

/** The backups' status once the one running has ended, as the Backups screen polls it. */
export function backupEnded(t: TestApp, superadminToken: string): Promise<BackupStatus> {
  return until('the backup to end', async () => {
    const status = (
      await t.api({ method: 'GET', url: '/backups/status', token: superadminToken })
    ).json<BackupStatus>();
    return status.state !== 'running' && status;
  });
}

/** Takes a backup as the Backups screen does, polling its status until it ends; answers the backup. */
export async function takeBackupAndWait(t: TestApp, superadminToken: string): Promise<Backup> {
  const started = await t.api({ method: 'POST', url: '/backups', token: superadminToken });
  if (started.statusCode !== 202) throw new Error(`the backup did not start: ${started.statusCode}`);
  const status = await backupEnded(t, superadminToken);
  if (status.state !== 'succeeded') throw new Error(`the backup ended ${status.state}`);
  const list = (await t.api({ method: 'GET', url: '/backups', token: superadminToken })).json<{ items: Backup[] }>();
  return list.items.find((backup) => backup.name === status.name)!;
}
