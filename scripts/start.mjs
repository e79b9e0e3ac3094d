// `npm start`, after `prestart` has checked Node and the installed packages: builds the web app and
// the server bundle when their inputs changed since the last build, then becomes the server. The
// server runs in this very process, not in a child, so a stop signal sent to it (or to the npm
// that started it, which passes it on) reaches the server itself: it shuts down and frees the
// data directory.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashBuildInputs, isBuildCurrent, recordBuild } from './build-stamp.mjs';

const repository = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(repository, 'packages/server');

const inputsHash = hashBuildInputs();
if (isBuildCurrent(inputsHash)) {
  console.log('Sources unchanged since the last build; starting it.');
} else {
  try {
    execFileSync('npm', ['run', 'build'], { cwd: repository, stdio: 'inherit' });
  } catch (error) {
    process.exit(error.status ?? 1);
  }
  recordBuild(inputsHash);
}

// The server's own folder, as `npm run serve` has it: the default DATA_DIR (./data) stays where it was.
process.chdir(serverDir);
await import(pathToFileURL(path.join(serverDir, 'dist/main.js')).href);
