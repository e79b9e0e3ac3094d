// Makes sure every npm package the lock file names is installed, at its locked version, before
// `npm start` and `npm test` build anything: on a fresh clone, after a `git pull` that changed the
// lock file, and after an install that was cut short (Ctrl-C, a full disk). Build tools are
// devDependencies, so they are installed whatever NODE_ENV says.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The first package the lock file names that is missing or at another version, if any. */
function firstMissingPackage() {
  const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
  for (const [location, entry] of Object.entries(lock.packages)) {
    // The root, and optional packages for other platforms (esbuild's binaries for every OS).
    if (location === '' || entry.optional) continue;
    if (entry.link) {
      if (!fs.existsSync(location)) return location;
      continue;
    }
    const manifest = path.join(location, 'package.json');
    if (!fs.existsSync(manifest)) return location;
    if (JSON.parse(fs.readFileSync(manifest, 'utf8')).version !== entry.version) return location;
  }
  return undefined;
}

const NPM_FLAGS = '--include=dev --no-audit --no-fund';

// npm writes its own record of the tree last, so an interrupted install leaves none: then, and on
// a fresh clone, everything is installed anew. A tree npm finished but that lacks a package or
// holds another version (a `git pull` that changed the lock file, a folder removed) is brought to
// the lock file by `npm install`, which fetches only what differs: seconds rather than a minute.
if (!fs.existsSync('node_modules/.package-lock.json')) {
  console.log('Installing npm packages…');
  execSync(`npm ci ${NPM_FLAGS}`, { stdio: 'inherit' });
} else {
  const missing = firstMissingPackage();
  if (missing) {
    console.log(`Installing npm packages (${missing} is missing or out of date)…`);
    execSync(`npm install ${NPM_FLAGS}`, { stdio: 'inherit' });
    if (firstMissingPackage()) execSync(`npm ci ${NPM_FLAGS}`, { stdio: 'inherit' });
  }
}
