import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ROLES, type Role } from '@clinic/contracts';
import { STRONG_PASSWORD, uniqueEmail } from '@clinic/contracts/testing';
import { buildApp, API_PREFIX } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { hashPassword } from '../auth/secrets.ts';
import { createSessionsService } from '../auth/sessions.service.ts';
import { createUsersRepository, type UserRow } from '../users/users.repository.ts';
import { standIn } from './file-fixture.ts';
import { openTestDatabase } from './test-database.ts';
import type { LoginLimits } from '../auth/login-limiter.ts';
import type { AttemptLimits } from '../http/attempt-limiter.ts';
import { systemClock } from '../clock.ts';

export interface SignedInUser {
  user: UserRow;
  token: string;
  password: string;
  /** Authorization header for `app.inject`. */
  headers: { authorization: string };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** A user of any role created straight in the database, with a live session. */
  signIn(
    role: Role,
    overrides?: { isActive?: boolean; fullName?: string | null; email?: string },
  ): Promise<SignedInUser>;
  /** The sign-in form as a browser sends it, from `address` (one fixed address by default). */
  login(username: string, password: string, options?: LoginOptions): Promise<LightMyRequestResponse>;
  /** `app.inject` against the API prefix. */
  api(options: InjectOptions & { url: string; token?: string }): Promise<LightMyRequestResponse>;
  /** The mails written to the outbox, oldest first, as raw RFC 822 text. */
  outbox(): string[];
  /** Waits for the work the app does after answering (mail sent after the answer). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface LoginOptions {
  /** The client's address, for tests of the per-address limits. */
  address?: string;
  cookie?: string;
  userAgent?: string;
}

let passwordHash: Promise<string> | undefined;

export interface TestAppOptions {
  loginLimits?: LoginLimits;
  passwordFormLimits?: AttemptLimits;
  clock?: () => Date;
  webDistDir?: string;
  /** Receives the log at debug level; without it the log is silent. */
  logStream?: NodeJS.WritableStream;
  /** Further environment variables, as the server would read them at start. */
  environment?: NodeJS.ProcessEnv;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { webDistDir, environment, ...dependencies } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-test-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: options.logStream ? 'debug' : 'silent',
      PUBLIC_URL: 'http://portal.test',
      // Administrators sign in with a password alone unless a test is about two-factor sign-in.
      MFA_REQUIRED_ROLES: '',
      // Backups run when a test asks for one, not at every start.
      BACKUP_EVERY: 'off',
      ...environment,
    }),
    webDistDir,
  };
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, ...dependencies });
  await app.ready();
  const sessions = createSessionsService({
    db: database.db,
    policy: { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours },
    clock: options.clock ?? systemClock,
  });
  const outboxDir = path.join(dataDir, 'outbox');
  const api: TestApp['api'] = ({ token, url, headers, ...rest }) =>
    app.inject({
      ...rest,
      url: `${API_PREFIX}${url}`,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  return {
    app,
    database,
    config,
    async signIn(role, overrides = {}) {
      const user = await createUsersRepository(database.db).insert({
        email: overrides.email ?? uniqueEmail(role.toLowerCase()),
        fullName: overrides.fullName === undefined ? `Test ${role}` : overrides.fullName,
        role,
        isActive: overrides.isActive ?? true,
        passwordHash: await (passwordHash ??= hashPassword(STRONG_PASSWORD)),
      });
      const token = await sessions.start(user.id);
      return { user, token, password: STRONG_PASSWORD, headers: { authorization: `Bearer ${token}` } };
    },
    login(username, password, { address, cookie, userAgent } = {}) {
      return api({
        method: 'POST',
        url: '/auth/login',
        ...(address ? { remoteAddress: address } : {}),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie ? { cookie } : {}),
          ...(userAgent ? { 'user-agent': userAgent } : {}),
        },
        payload: new URLSearchParams({ username, password }).toString(),
      });
    },
    api,
    settled: () => app.backgroundTasks.idle(),
    outbox() {
      if (!fs.existsSync(outboxDir)) return [];
      return fs
        .readdirSync(outboxDir)
        .sort()
        .map((file) => fs.readFileSync(path.join(outboxDir, file), 'utf8'));
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of one test file: built before the file's first test, closed after its last. What it
 * answers stands in for that app, so the file's tests and hooks use it as the app itself.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(() => current?.close());
  return standIn(() => current, 'The test app exists from the first hook of its file on.');
}

/** A signed-in user of every role. */
export async function signInEveryRole(t: TestApp): Promise<Record<Role, SignedInUser>> {
  const users = {} as Record<Role, SignedInUser>;
  for (const role of ROLES) users[role] = await t.signIn(role);
  return users;
}

/** The first link of a mail's plain-text part. */
export function linkInMail(raw: string): URL {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^\s"<>]+/.exec(unfolded);
  if (!match) throw new Error('no link in the mail');
  return new URL(match[0]);
}
