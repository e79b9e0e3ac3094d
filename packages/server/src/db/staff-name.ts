import { sql } from 'drizzle-orm';
import { users } from './schema/users.ts';

/** How a staff member is named on screens, PDFs and history lines: the full name, else the e-mail. */
export const staffName = (user: { fullName: string | null; email: string }): string => user.fullName ?? user.email;

/** `staffName` in a query that joins `users`. */
export const staffNameColumn = sql<string>`coalesce(${users.fullName}, ${users.email})`;
