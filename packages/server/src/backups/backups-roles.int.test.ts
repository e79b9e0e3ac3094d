import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@clinic/contracts';
import { ALL_ROLES } from '../testing/patient-files.ts';
import { expected, outcome, signInEveryRole } from '../testing/role-matrix.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { backupEnded } from '../testing/backups.ts';

let users: Record<Role, SignedInUser>;
let name: string;

const backupFinished = () => backupEnded(t, users.SUPERADMIN.token);

const t = useTestApp();
beforeAll(async () => {
  users = await signInEveryRole(t);
  await t.api({ method: 'POST', url: '/backups', token: users.SUPERADMIN.token });
  name = (await backupFinished()).name!;
});

describe.each(ALL_ROLES)('%s', (role) => {
  const token = () => users[role].token;

  it('lists backups, reads the status and gets a download link with backup.manage', async () => {
    for (const url of ['/backups', '/backups/status', `/backups/${name}/download`]) {
      const response = await t.api({ method: 'GET', url, token: token() });
      expect(outcome(response.statusCode), url).toBe(expected(role, 'backup.manage'));
    }
  });

  it('starts a backup with backup.manage', async () => {
    const response = await t.api({ method: 'POST', url: '/backups', token: token() });
    expect(outcome(response.statusCode)).toBe(expected(role, 'backup.manage'));
    await backupFinished();
  });
});
