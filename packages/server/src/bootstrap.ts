import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { hashPassword } from './auth/secrets.ts';
import { isUniqueViolation } from './db/database-errors.ts';
import { createUsersRepository } from './users/users.repository.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@clinic.local';

/**
 * The first SUPERADMIN of an empty portal, from ADMIN_EMAIL / ADMIN_PASSWORD; without a password
 * one is generated and printed once, since nobody else could ever sign in.
 */
export async function ensureFirstAdmin(db: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
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
  log.info({ email }, 'created the first SUPERADMIN account');
  if (!config.adminPassword) {
    process.stdout.write(
      `\n  First SUPERADMIN account created.\n  Email:    ${email}\n  Password: ${password}\n  (shown only this once: sign in and change it at /password-management)\n\n`,
    );
  }
}
