import fs from 'node:fs';
import path from 'node:path';

/** What the portal keeps in DATA_DIR is the clinic's alone: folders 0700, files 0600. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates a folder (and its missing parents) that only the portal's user can enter. */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Creates missing folders 0700 without holding the thread, for writers on the request path (mail
 * and SMS outboxes); a folder that exists already was made private by the start's walk.
 */
export async function makePrivateDirAsync(dir: string): Promise<void> {
  await fs.promises.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Takes every folder and file under `root` (and `root` itself) to the private modes. PGlite
 * creates its files readable and writable by everyone, whatever the process's umask, so its
 * tree is walked after it writes. Symbolic links are left alone: they point outside, or nowhere.
 */
export function makeTreePrivate(root: string): void {
  const stack = [root];
  while (stack.length > 0) {
    const current = stack.pop()!;
    let stats: fs.Stats;
    try {
      stats = fs.lstatSync(current);
    } catch (error) {
      // PGlite removes temporary files while it runs.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if (stats.isSymbolicLink()) continue;
    const wanted = stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stats.mode & 0o777) !== wanted) chmodIfPresent(current, wanted);
    if (stats.isDirectory()) {
      for (const entry of readdirIfPresent(current)) stack.push(path.join(current, entry));
    }
  }
}

function chmodIfPresent(target: string, mode: number): void {
  try {
    fs.chmodSync(target, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function readdirIfPresent(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * A data directory that others may write to could have its database or keys replaced under the
 * portal: the start refuses it rather than quietly changing a folder someone set up on purpose.
 */
export function refuseWritableByOthers(dir: string): void {
  let mode: number;
  try {
    mode = fs.statSync(dir).mode;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((mode & 0o002) !== 0) {
    throw new Error(
      `The data directory ${dir} can be written by every user of this machine (mode ${(mode & 0o777).toString(8)}): ` +
        `run chmod 700 ${dir} and start again.`,
    );
  }
}
