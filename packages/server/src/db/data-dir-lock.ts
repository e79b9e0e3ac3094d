import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE, makePrivateDir } from '../data-dir/private-files.ts';

const LOCK_FILE = 'portal.lock';
/** A lock file without a pid this young is another process's lock being written, not a stale one. */
const FRESH_LOCK_MS = 10_000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function inUse(dataDir: string, owner: string): Error {
  return new Error(
    `The data directory ${dataDir} is in use by another process (${owner}). ` +
      'Stop that server first, or set DATA_DIR to another folder or DATABASE_URL to a PostgreSQL server.',
  );
}

/** The lock's owner pid, or undefined when the file is gone, empty or holds no pid. */
function readOwner(lockPath: string): number | undefined {
  try {
    const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
    return Number.isInteger(owner) && owner > 0 ? owner : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function ageMs(lockPath: string): number {
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs;
  } catch {
    return Infinity;
  }
}

/**
 * PGlite is one process per data directory: a second process would open it too and silently
 * lose writes. The lock file holds the owner's pid and appears complete in one step (written
 * aside, then linked into place), so a process starting at the same moment never reads it half
 * written. A stale lock of a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  makePrivateDir(dataDir);
  const lockPath = path.join(dataDir, LOCK_FILE);
  const draftPath = path.join(dataDir, `${LOCK_FILE}.${process.pid}`);
  fs.writeFileSync(draftPath, String(process.pid), { mode: PRIVATE_FILE_MODE });
  // Released on every way out of the process but a kill, whose stale lock the next start takes over.
  const release = () => {
    process.off('exit', release);
    fs.rmSync(lockPath, { force: true });
  };
  try {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        fs.linkSync(draftPath, lockPath);
        process.on('exit', release);
        return release;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readOwner(lockPath);
      if (owner === process.pid) {
        process.on('exit', release);
        return release;
      }
      if (owner !== undefined && isRunning(owner)) throw inUse(dataDir, `pid ${owner}`);
      if (owner === undefined && ageMs(lockPath) < FRESH_LOCK_MS) throw inUse(dataDir, 'its lock is being taken');
      fs.rmSync(lockPath, { force: true });
    }
    throw inUse(dataDir, 'another process took the lock at the same moment');
  } finally {
    fs.rmSync(draftPath, { force: true });
  }
}
