import type { Backup, BackupStatus } from '@clinic/contracts';
import type { TestApp } from './test-app.ts';

/** Takes a backup as the Backups screen does, polling its status until it ends; answers the backup. */
export async function takeBackupAndWait(t: TestApp, superadminToken: string): Promise<Backup> {
  const started = await t.api({ method: 'POST', url: '/backups', token: superadminToken });
  if (started.statusCode !== 202) throw new Error(`the backup did not start: ${started.statusCode}`);
  let status: BackupStatus;
  do {
    // In turns, leaving the backup's own I/O room to go on.
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = (await t.api({ method: 'GET', url: '/backups/status', token: superadminToken })).json();
  } while (status.state === 'running');
  if (status.state !== 'succeeded') throw new Error(`the backup ended ${status.state}`);
  const list = (await t.api({ method: 'GET', url: '/backups', token: superadminToken })).json<{ items: Backup[] }>();
  return list.items.find((backup) => backup.name === status.name)!;
}
