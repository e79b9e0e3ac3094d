import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The server's data folder for this run; its outbox holds the mails the tests follow. */
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, '..', '.data', String(E2E_PORT));
export const E2E_ADMIN = { email: 'admin@e2e.clinic.test', password: 'Admin#e2e2026' };
/** A host name of the clinic's network, mapped to this machine in Chromium's resolver. */
export const E2E_LAN_HOST = 'clinic.lan';
/**
 * How Debian's Chromium runs here: headless, without a sandbox (tests run as root), and without
 * background connections (the machine's network is closed; each refused connection costs time).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
