// Installs the npm packages when they are missing or older than the lock file, so that
// `npm start` and `npm test` work on a fresh clone with nothing run before them.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale = !fs.existsSync(marker) || fs.statSync('package-lock.json').mtimeMs > fs.statSync(marker).mtimeMs;
if (stale) {
  console.log('Installing npm packages…');
  execSync(process.env.CI ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund', { stdio: 'inherit' });
}
