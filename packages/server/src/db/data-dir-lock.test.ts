import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { describeStartupError } from '../startup-error.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const lockModule = path.join(import.meta.dirname, 'data-dir-lock.ts');
const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');

/** A process that tries the lock, says how it went on its first line, and holds the lock until stdin ends. */
function contender(dataDir: string) {
  const script = `
    import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
    try {
      const release = acquireDataDirLock(${JSON.stringify(dataDir)});
      console.log('locked');
      process.stdin.on('end', () => { release(); process.exit(0); });
      process.stdin.resume();
    } catch (error) {
      console.log('refused: ' + error.message);
      process.exit(0);
    }`;
  const child = spawn(tsx, ['--eval', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const firstLine = new Promise<string>((resolve) => {
    createInterface({ input: child.stdout }).once('line', resolve);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { firstLine, release: () => child.stdin.end(), exited };
}

describe('the data directory lock', () => {
  it('lets exactly one of several servers starting at once in, and tells the others why', async () => {
    const dataDir = tempDir();
    const contenders = Array.from({ length: 4 }, () => contender(dataDir));
    const outcomes = await Promise.all(contenders.map((one) => one.firstLine));
    for (const one of contenders) one.release();
    await Promise.all(contenders.map((one) => one.exited));
    expect(outcomes.filter((line) => line === 'locked')).toHaveLength(1);
    for (const line of outcomes.filter((outcome) => outcome !== 'locked')) {
      expect(line).toMatch(/^refused: The data directory .* is in use by another process/);
    }
  }, 30_000);

  it('refuses while another process holds it and takes over the lock of a dead one', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'portal.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dataDir)).toThrow(`in use by another process (pid ${process.ppid})`);
    fs.writeFileSync(path.join(dataDir, 'portal.lock'), '999999999');
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
  });

  it('counts a lock file still being written as in use', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'portal.lock'), '');
    expect(() => acquireDataDirLock(dataDir)).toThrow(/in use by another process/);
  });
});

describe('describeStartupError', () => {
  it('says something real whatever was thrown', () => {
    expect(describeStartupError(new Error('bad PORT'))).toBe('bad PORT');
    expect(describeStartupError('aborted')).toBe('aborted');
    expect(describeStartupError({ status: 1 })).toBe('{"status":1}');
    expect(describeStartupError(undefined)).not.toContain('undefined');
    expect(describeStartupError(Object.assign(new Error(''), { name: 'RuntimeError' }))).toBe('RuntimeError');
  });
});
