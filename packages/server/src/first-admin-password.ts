import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './db/client.ts';
import { PRIVATE_FILE_MODE } from './data-dir/private-files.ts';
import { createUsersRepository } from './users/users.repository.ts';

const FILE_NAME = 'first-admin-password.txt';
const EMAIL_LINE = /^Email: (.+)$/m;

/**
 * Where a generated first password waits when nobody watches the terminal (a service's output
 * goes to the journal, which many can read): a file only the portal's user can read, removed
 * once that account has signed in.
 */
export function firstAdminPasswordFile(dataDir: string) {
  const file = path.join(dataDir, FILE_NAME);
  return {
    path: file,

    write(email: string, password: string): void {
      fs.writeFileSync(
        file,
        `Email: ${email}\nPassword: ${password}\nSign in and change it at /password-management; this file is removed at the first sign-in.\n`,
        { mode: PRIVATE_FILE_MODE },
      );
      fs.chmodSync(file, PRIVATE_FILE_MODE);
    },

    /** For the sessions service: after a sign-in of the account the file names, the file goes. */
    forgetAfterSignIn(db: Database) {
      const users = createUsersRepository(db);
      return async (userId: number): Promise<void> => {
        if (!fs.existsSync(file)) return;
        const email = EMAIL_LINE.exec(fs.readFileSync(file, 'utf8'))?.[1];
        const user = await users.findById(userId);
        if (user && user.email === email) fs.rmSync(file, { force: true });
      };
    },
  };
}
