import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '@clinic/contracts';
import { buildPatientInput, buildProcedureInput } from '@clinic/contracts/testing';
import { openDatabase, type DatabaseTarget } from '../db/client.ts';
import { buildSignature } from '../testing/consent-signing.ts';
import { linkInMail } from '../testing/test-app.ts';
import { multipartBody, PDF } from '../testing/patient-files.ts';
import { createServerDatabase, type ServerDatabase } from '../testing/test-database.ts';
import { spawnServer, untilHealthy, type ServerProcess } from '../testing/server-process.ts';
import { until } from '../testing/until.ts';

/**
 * The portal as a clinic runs it: a process of its own on a fresh DATA_DIR, output to a log (not a
 * terminal), used for a day's worth of private things, then stopped. Its files and its log are
 * then read as an intruder on the same machine, or whoever reads the journal, would.
 */
const ADMIN_EMAIL = `owner.${crypto.randomBytes(4).toString('hex')}@whole-run.test`;
const NEW_PASSWORD = `Whole#Run-${crypto.randomBytes(6).toString('hex')}`;

let dataDir: string;
let database: ServerDatabase;
let server: ServerProcess;
/** Everything the run used that must stay out of the log. */
const secrets = new Set<string>([ADMIN_EMAIL, NEW_PASSWORD]);

const readLog = () => server.output();

async function api(pathname: string, init: RequestInit & { token?: string } = {}) {
  const { token, headers, ...rest } = init;
  return fetch(`${server.baseUrl}${pathname}`, {
    ...rest,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(headers as Record<string, string>) },
  });
}

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await api('/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }).toString(),
  });
  const { access_token: token } = await json<{ access_token: string }>(response);
  secrets.add(token);
  return token;
}

const filesIn = (folder: string) =>
  fs.existsSync(folder) ? fs.readdirSync(folder).map((name) => path.join(folder, name)) : [];

/** Every folder and file under `root`, with its permission bits. */
function modesUnder(root: string): { entry: string; mode: number; isDirectory: boolean }[] {
  return [root, ...fs.readdirSync(root, { recursive: true }).map((entry) => path.join(root, String(entry)))].map(
    (entry) => {
      const stats = fs.lstatSync(entry);
      return { entry: path.relative(root, entry) || '.', mode: stats.mode & 0o777, isDirectory: stats.isDirectory() };
    },
  );
}

/** A date two days ahead in clinic time, at 10:00, as the procedure form sends it. */
function dayAfterTomorrowAtTen(): string {
  const manila = new Date(Date.now() + 8 * 3_600_000 + 2 * 86_400_000);
  return `${manila.toISOString().slice(0, 10)}T10:00`;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-whole-run-'));
  database = await createServerDatabase();
  server = await spawnServer(
    { DATA_DIR: dataDir, ADMIN_EMAIL, LOG_LEVEL: 'debug', BACKUP_EVERY: 'off', ...database.environment },
    undefined,
    'source',
  );
  await untilHealthy(server);
}, 120_000);

afterAll(async () => {
  if (server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await database.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a whole run of the portal on a fresh DATA_DIR', () => {
  it('is used for patients, files, backups, reminders and passwords, then stopped', async () => {
    // Started by a service manager, the first password goes to a private file, not to the log.
    const passwordFile = path.join(dataDir, 'first-admin-password.txt');
    expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600);
    const firstPassword = /^Password: (.+)$/m.exec(fs.readFileSync(passwordFile, 'utf8'))![1]!;
    secrets.add(firstPassword);
    expect(readLog()).toContain(passwordFile);
    const firstToken = await signIn(ADMIN_EMAIL, firstPassword);
    expect(fs.existsSync(passwordFile)).toBe(false);

    // A patient with an attachment, downloaded through its signed link.
    const input = buildPatientInput({ phone_primary: '09171234567' });
    for (const value of [input.first_name, input.last_name, input.email!]) secrets.add(value);
    const upload = multipartBody(JSON.stringify(input), [{ name: 'referral-letter.pdf', content: PDF(2048) }]);
    const patient = await json<Patient>(
      await api('/api/v1/patients/', {
        method: 'POST',
        token: firstToken,
        headers: upload.headers,
        body: new Uint8Array(upload.payload),
      }),
    );
    const search = await api(`/api/v1/patients/?last_name_search=${encodeURIComponent(input.last_name)}`, {
      token: firstToken,
    });
    expect(search.status).toBe(200);
    const { url: fileUrl } = await json<{ url: string }>(
      await api(`/api/v1/patients/${patient.id}/attachments/${patient.attachments[0]!.id}`, { token: firstToken }),
    );
    secrets.add(fileUrl.split('/').pop()!);
    expect((await api(fileUrl)).status).toBe(200);

    // A backup, downloaded through its signed link.
    expect((await api('/api/v1/backups', { method: 'POST', token: firstToken })).status).toBe(202);
    const backupName = await until('the backup', () => {
      const [file] = filesIn(path.join(dataDir, 'backups')).filter((entry) => entry.endsWith('.clinicbackup'));
      return file && path.basename(file);
    });
    const { url: backupUrl } = await json<{ url: string }>(
      await api(`/api/v1/backups/${backupName}/download`, { token: firstToken }),
    );
    secrets.add(backupUrl.split('/').pop()!);
    expect((await api(backupUrl)).status).toBe(200);

    // An appointment reminder, whose answer link the patient opens.
    const booked = await json<{ id: number }>(
      await api('/api/v1/procedures/', {
        method: 'POST',
        token: firstToken,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(buildProcedureInput(patient.id, { start_datetime: dayAfterTomorrowAtTen() })),
      }),
    );
    expect((await api(`/api/v1/procedures/${booked.id}/reminders`, { method: 'POST', token: firstToken })).ok).toBe(
      true,
    );
    // The file shows before its text is written: wait for the link itself.
    const answerToken = await until('the reminder SMS with its link', () => {
      const sms = filesIn(path.join(dataDir, 'sms-outbox'))[0];
      return sms ? /\/a\/([\w-]+)/.exec(fs.readFileSync(sms, 'utf8'))?.[1] : undefined;
    });
    secrets.add(answerToken);
    await api(`/a/${answerToken}`);
    expect((await api(`/api/v1/appointment-answers/${answerToken}`)).status).toBe(200);

    // A consent signed for the appointment, its PDF opened through its signed link.
    const template = await json<{ id: number }>(
      await api('/api/v1/consent-templates', {
        method: 'POST',
        token: firstToken,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Chemical peel consent', body: 'I agree to the peel.', procedure_names: [] }),
      }),
    );
    const consent = await json<{ id: number }>(
      await api(`/api/v1/procedures/${booked.id}/consents`, {
        method: 'POST',
        token: firstToken,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(buildSignature(template.id, { signer_name: `${input.first_name} ${input.last_name}` })),
      }),
    );
    const { url: pdfUrl } = await json<{ url: string }>(
      await api(`/api/v1/consents/${consent.id}/pdf`, { token: firstToken }),
    );
    secrets.add(pdfUrl.split('/').pop()!);
    expect((await api(pdfUrl)).headers.get('content-type')).toBe('application/pdf');

    // A forgotten password, reset through the mailed link.
    await api('/api/v1/auth/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL }),
    });
    const resetMail = await until('the reset mail', () =>
      filesIn(path.join(dataDir, 'outbox')).find((file) => fs.readFileSync(file, 'utf8').includes('reset-password')),
    );
    const resetLink = linkInMail(fs.readFileSync(resetMail, 'utf8'));
    const resetToken = resetLink.searchParams.get('token')!;
    secrets.add(resetToken);
    await api(`${resetLink.pathname}${resetLink.search}`);
    const reset = await api('/api/v1/auth/reset-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: resetToken, new_password: NEW_PASSWORD }),
    });
    expect(reset.status, await reset.text()).toBe(200);
    await signIn(ADMIN_EMAIL, NEW_PASSWORD);

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 120_000);

  it('leaves every folder and file of DATA_DIR to the portal’s user alone', () => {
    const entries = modesUnder(dataDir);
    // The run wrote what the test looks at: database (on PGlite), files, backups, outboxes, key.
    const top = new Set(entries.map(({ entry }) => entry.split(path.sep)[0]));
    for (const folder of ['files', 'backups', 'outbox', 'sms-outbox', 'archive.key']) expect(top).toContain(folder);
    if (!database.environment.DATABASE_URL) expect(top).toContain('pglite');
    const open = entries.filter(({ mode, isDirectory }) => mode !== (isDirectory ? 0o700 : 0o600));
    expect(open.map(({ entry, mode }) => `${entry} ${mode.toString(8)}`)).toEqual([]);
  });

  it('kept no token, password, name or e-mail address of the run in its log', () => {
    const log = readLog();
    expect(log).toContain('/api/v1/backup-files/:token');
    expect(log).toContain('/api/v1/appointment-answers/:token');
    expect(log).toContain('/api/v1/consent-files/:token');
    for (const secret of secrets) expect(log, 'a secret of the run').not.toContain(secret);
  });

  it('refuses to start again on a database a newer build migrated, saying so in one line', async () => {
    const target: DatabaseTarget = database.environment.DATABASE_URL
      ? { kind: 'postgres', url: database.environment.DATABASE_URL }
      : { kind: 'pglite', dataDir, sharedBuffers: '8MB' };
    const opened = await openDatabase(target);
    await opened.db.execute(
      "INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('a migration of a newer build', 4102444800000)",
    );
    await opened.close();

    server = await spawnServer({ DATA_DIR: dataDir, ...database.environment }, undefined, 'source');
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toMatch(/^Cannot start the portal: The database was migrated by a newer build[^\n]*\n$/);
    // Two openings of the embedded database, on a machine busy with other test files.
  }, 120_000);
});
