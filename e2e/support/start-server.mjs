// Starts the portal for the browser tests on a fresh embedded database, as `npm start` runs it:
// the bundled server (`npm run build` makes it) serving the built web app.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const port = process.env.PORT ?? '8181';
const dataDir = path.resolve(import.meta.dirname, '..', '.data', port);
fs.rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['dist/main.js'], {
  cwd: path.resolve(import.meta.dirname, '..', '..', 'packages', 'server'),
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The fixtures' administrators sign in with a password alone; tests/two-factor.spec.ts turns
    // two-factor on for the accounts it is about.
    MFA_REQUIRED_ROLES: '',
    // Every test registers its own accounts, all from this one address.
    ACCOUNT_FORMS_PER_HOUR: '1000',
  },
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
