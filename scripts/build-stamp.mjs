// Remembers what the last successful build was built from, so that `npm start` rebuilds only when
// something it depends on changed: the lock file, a package.json, a config or a source file.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const repository = path.resolve(import.meta.dirname, '..');
const ROOT_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
const PACKAGES = ['packages/contracts', 'packages/server', 'packages/web'];
// Build output, installed packages and the embedded database's default folder are not inputs.
const NOT_INPUTS = new Set(['node_modules', 'dist', 'data']);
// Inside the server's bundle folder, which each server build empties first: a build cut short
// leaves no stamp.
const STAMP = path.join(repository, 'packages/server/dist/build-stamp.txt');

/** Every input file under a package, in a stable order. */
function packageFiles(directory) {
  return fs
    .readdirSync(directory, { withFileTypes: true })
    .filter((entry) => !NOT_INPUTS.has(entry.name) && !entry.name.startsWith('.'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return packageFiles(full);
      return entry.isFile() && !entry.name.endsWith('.tsbuildinfo') ? [full] : [];
    });
}

/** A SHA-256 over the names and contents of everything the build reads. */
export function hashBuildInputs() {
  const hash = createHash('sha256');
  const files = [
    ...ROOT_INPUTS.map((name) => path.join(repository, name)),
    ...PACKAGES.flatMap((name) => packageFiles(path.join(repository, name))),
  ];
  for (const file of files) {
    hash.update(`${path.relative(repository, file)}\0`);
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether the last successful build was made from exactly these inputs. */
export function isBuildCurrent(inputsHash) {
  try {
    return fs.readFileSync(STAMP, 'utf8') === inputsHash;
  } catch {
    return false;
  }
}

/** Notes that a build made from these inputs has just succeeded. */
export function recordBuild(inputsHash) {
  fs.writeFileSync(STAMP, inputsHash);
}
