import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArchiveKey } from '../keys/archive-key.ts';
import { takeBackupAndWait } from '../testing/backups.ts';
import { onServer, withDatabase } from '../testing/database-template.ts';
import { PDF, createPatient } from '../testing/patient-files.ts';
import { useTestApp } from '../testing/test-app.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-restore-command-'));
const serverUrl = process.env.TEST_DATABASE_URL!;
const t = useTestApp();
let backupFile: string;
const emptyDatabases: string[] = [];
beforeAll(async () => {
  const superadmin = await t.signIn('SUPERADMIN');
  await createPatient(t, superadmin.token, {}, [{ name: 'scan.pdf', content: PDF(2048) }]);
  backupFile = path.join(t.config.backupDir, (await takeBackupAndWait(t, superadmin.token)).name);
});
afterAll(async () => {
  for (const name of emptyDatabases) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** A new, empty PostgreSQL database, as a host hands one out. */
async function emptyDatabase(): Promise<string> {
  const name = `clinic_restore_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  emptyDatabases.push(name);
  return withDatabase(serverUrl, name);
}

/** `npm run restore -- …args` as an operator runs it, with only `env` and this Node on the path. */
function npmRunRestore(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn('npm', ['run', '--silent', 'restore', '--', ...args], {
    cwd: repositoryRoot,
    env: { PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`, HOME: os.homedir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/**
 * The command the deploy guide gives for moving a portal to a PostgreSQL server. Into the embedded
 * database it runs the same code, but a new PGlite data directory takes tens of seconds to make.
 */
describe('npm run restore', () => {
  it('restores a backup into an empty database, keeping the archive key it was made under; never twice', async () => {
    const dataDir = path.join(workDir, 'new-server');
    const target = { DATA_DIR: dataDir, DATABASE_URL: await emptyDatabase() };
    const archiveKey = loadArchiveKey(t.config.archiveKey, t.config.dataDir).toString('hex');
    const restored = await npmRunRestore([backupFile], { ...target, BACKUP_KEY: archiveKey });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^Restored the backup of \S+: \d+ rows, 1 files\.$/m);
    expect(fs.readFileSync(path.join(dataDir, 'archive.key'), 'utf8').trim()).toBe(archiveKey);

    const again = await npmRunRestore([backupFile], target);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Nothing was restored. The target already holds data');
  });

  it('refuses without the key the backup was sealed under, restoring nothing', async () => {
    const refused = await npmRunRestore([backupFile], { DATA_DIR: path.join(workDir, 'keyless') });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Nothing was restored. Set BACKUP_KEY');
  });

  it('says how to use it when no file is named', async () => {
    const usage = await npmRunRestore([], { DATA_DIR: path.join(workDir, 'unused') });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run restore -- FILE');
  });
});
