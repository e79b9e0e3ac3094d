import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from './bootstrap.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

const log: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => log.push(chunk.toString('utf8')));

/** Apps on empty databases: the first SUPERADMIN is made only where no user exists. */
const apps: TestApp[] = [];
async function emptyPortal(environment: NodeJS.ProcessEnv = {}) {
  const app = await createTestApp({ logStream, environment });
  apps.push(app);
  return app;
}
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function signIn(t: TestApp, email: string, password: string) {
  const response = await t.api({ method: 'POST', url: '/auth/login', payload: { username: email, password } });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the first SUPERADMIN of an empty portal', () => {
  it('in a terminal, shows the generated password there once and never in the log', async () => {
    const t = await emptyPortal({ ADMIN_EMAIL: 'owner@terminal.test' });
    let shown = '';
    const terminal = new PassThrough().on('data', (chunk: Buffer) => (shown += chunk.toString('utf8')));
    await ensureFirstAdmin(t.database.db, t.config, t.app.log, { interactive: true, terminal });
    const password = /Password: (\S+)/.exec(shown)![1]!;
    await signIn(t, 'owner@terminal.test', password);

    await ensureFirstAdmin(t.database.db, t.config, t.app.log, { interactive: true, terminal });
    expect(shown.match(/Password:/g)).toHaveLength(1);
    expect(log.join('')).not.toContain(password);
    expect(fs.existsSync(path.join(t.config.dataDir, 'first-admin-password.txt'))).toBe(false);
  });

  it('without a terminal, keeps the password in a private file until that account signs in', async () => {
    const t = await emptyPortal({ ADMIN_EMAIL: 'owner@service.test' });
    const terminal = new PassThrough();
    await ensureFirstAdmin(t.database.db, t.config, t.app.log, { interactive: false, terminal });
    expect(terminal.read()).toBeNull();
    const file = path.join(t.config.dataDir, 'first-admin-password.txt');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const password = /^Password: (.+)$/m.exec(fs.readFileSync(file, 'utf8'))![1]!;
    expect(log.join('')).not.toContain(password);
    expect(log.join('')).not.toContain('owner@service.test');

    // Someone else signing in first (another account) leaves it for the owner.
    const other = await t.signIn('STAFF');
    await signIn(t, other.user.email, other.password);
    expect(fs.existsSync(file)).toBe(true);
    await signIn(t, 'owner@service.test', password);
    expect(fs.existsSync(file)).toBe(false);
  });
});
