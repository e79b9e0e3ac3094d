import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makePrivateDir, makeTreePrivate, refuseWritableByOthers } from './private-files.ts';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-private-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const modeOf = (target: string) => fs.lstatSync(target).mode & 0o777;

describe('makeTreePrivate', () => {
  it('takes folders to 0700 and files to 0600 all the way down, as PGlite leaves them 755 and 666', () => {
    const nested = path.join(root, 'pglite', 'base', '1');
    fs.mkdirSync(nested, { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(root, 'pglite', 'PG_VERSION'), '18', { mode: 0o666 });
    fs.writeFileSync(path.join(nested, '1259'), 'pages', { mode: 0o644 });
    for (const folder of [root, path.join(root, 'pglite'), path.dirname(nested), nested]) fs.chmodSync(folder, 0o755);
    fs.chmodSync(path.join(root, 'pglite', 'PG_VERSION'), 0o666);

    makeTreePrivate(root);

    expect(modeOf(root)).toBe(0o700);
    expect(modeOf(nested)).toBe(0o700);
    expect(modeOf(path.join(root, 'pglite', 'PG_VERSION'))).toBe(0o600);
    expect(modeOf(path.join(nested, '1259'))).toBe(0o600);
  });

  it('leaves a symbolic link and what it points to alone', () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-outside-'));
    fs.chmodSync(outside, 0o755);
    fs.symlinkSync(outside, path.join(root, 'elsewhere'));
    makeTreePrivate(root);
    expect(modeOf(outside)).toBe(0o755);
    fs.rmSync(outside, { recursive: true });
  });
});

describe('makePrivateDir', () => {
  it('creates missing folders 0700 and closes an existing open one', () => {
    const target = path.join(root, 'outbox', 'today');
    makePrivateDir(target);
    expect(modeOf(target)).toBe(0o700);
    expect(modeOf(path.join(root, 'outbox'))).toBe(0o700);
    fs.chmodSync(target, 0o755);
    makePrivateDir(target);
    expect(modeOf(target)).toBe(0o700);
  });
});

describe('refuseWritableByOthers', () => {
  it('refuses a folder every user may write to, in one line naming it and the fix', () => {
    fs.chmodSync(root, 0o777);
    expect(() => refuseWritableByOthers(root)).toThrow(
      new Error(
        `The data directory ${root} can be written by every user of this machine (mode 777): run chmod 700 ${root} and start again.`,
      ),
    );
  });

  it('accepts a folder only its owner and group may write to, and one not made yet', () => {
    fs.chmodSync(root, 0o775);
    expect(() => refuseWritableByOthers(root)).not.toThrow();
    expect(() => refuseWritableByOthers(path.join(root, 'not-yet'))).not.toThrow();
  });
});
