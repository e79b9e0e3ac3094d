import fs from 'node:fs';
import { expect, test } from '../fixtures.ts';
import { paths } from '../../packages/web/src/config/paths.ts';

test('a SUPERADMIN backs up now, watches it finish, finds it in the list and downloads it', async ({
  page,
  signInAs,
}) => {
  await signInAs('SUPERADMIN');
  await page.goto(paths.patients.href());
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Backups', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible();
  // The server takes its first backup at start; wait until it is listed.
  const backupRows = page.getByRole('table', { name: 'Backups' }).getByRole('row').filter({ hasText: 'rows' });
  await expect(backupRows.first()).toBeVisible();
  const before = await backupRows.count();

  await page.getByRole('button', { name: 'Back up now' }).click();
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Backup complete' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(backupRows).toHaveCount(before + 1);

  const downloading = page.waitForEvent('download');
  await backupRows.first().getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^backup-\d{8}T\d{6}Z\.clinicbackup$/);
  const saved = await download.path();
  expect(fs.readFileSync(saved).subarray(0, 15).toString()).toBe('CLINIC-BACKUP-1');
});
