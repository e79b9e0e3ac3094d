import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { hashPassword } from './auth/secrets.ts';
import { isUniqueViolation } from './db/database-errors.ts';
import { createUsersRepository } from './users/users.repository.ts';
import { firstAdminPasswordFile } from './first-admin-password.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@clinic.local';

export interface FirstAdminOutput {
  /** A person reads the terminal: the generated password is shown there once. */
  interactive: boolean;
  terminal: NodeJS.WritableStream;
}

const processOutput = (): FirstAdminOutput => ({
  interactive: process.stdout.isTTY === true,
  terminal: process.stdout,
});

/**
 * The first SUPERADMIN of an empty portal, from ADMIN_EMAIL / ADMIN_PASSWORD; without a password
 * one is generated, since nobody else could ever sign in. It is shown once in a terminal; when the
 * output goes to a log (a service), it is written to a private file in DATA_DIR instead, and the
 * log says only where.
 */
export async function ensureFirstAdmin(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
  output: FirstAdminOutput = processOutput(),
): Promise<void> {
  const users = createUsersRepository(db);
  if ((await users.count()) > 0) return;
  const email = (config.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const password = config.adminPassword ?? crypto.randomBytes(12).toString('base64url');
  try {
    await users.insert({
      email,
      fullName: 'Administrator',
      role: 'SUPERADMIN',
      isActive: true,
      passwordHash: await hashPassword(password),
    });
  } catch (error) {
    // Another server starting on the same database created it a moment before.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  if (config.adminPassword) {
    log.info('created the first SUPERADMIN account from ADMIN_EMAIL and ADMIN_PASSWORD');
  } else if (output.interactive) {
    log.info('created the first SUPERADMIN account');
    output.terminal.write(
      `\n  First SUPERADMIN account created.\n  Email:    ${email}\n  Password: ${password}\n  (shown only this once: sign in and change it at /password-management)\n\n`,
    );
  } else {
    const file = firstAdminPasswordFile(config.dataDir);
    file.write(email, password);
    log.info({ file: file.path }, 'created the first SUPERADMIN account: its e-mail and password are in this file');
  }
}
