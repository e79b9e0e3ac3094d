import { and, asc, eq, or } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { practitioners, users } from '../db/schema/index.ts';

const profileColumns = {
  userId: users.id,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  isActive: users.isActive,
  displayName: practitioners.displayName,
  isPractitioner: practitioners.isPractitioner,
  answersTo: practitioners.answersTo,
};

/** A user with their practitioner profile's columns, null where they have none yet. */
export interface PractitionerRow {
  userId: number;
  email: string;
  fullName: string | null;
  role: string;
  isActive: boolean;
  displayName: string | null;
  isPractitioner: boolean | null;
  answersTo: string[] | null;
}

export type PractitionerColumns = Omit<typeof practitioners.$inferInsert, 'userId'>;

export function createPractitionersRepository(db: Queryable) {
  const withProfiles = () =>
    db.select(profileColumns).from(users).leftJoin(practitioners, eq(practitioners.userId, users.id)).$dynamic();
  return {
    /** Active DOCTORs and active users marked as practitioners. */
    roster: (): Promise<PractitionerRow[]> =>
      withProfiles()
        .where(and(eq(users.isActive, true), or(eq(users.role, 'DOCTOR'), eq(practitioners.isPractitioner, true))))
        .orderBy(asc(users.id)),

    async find(userId: number): Promise<PractitionerRow | undefined> {
      const [row] = await withProfiles().where(eq(users.id, userId));
      return row;
    },

    async save(userId: number, columns: PractitionerColumns) {
      await db
        .insert(practitioners)
        .values({ userId, ...columns })
        .onConflictDoUpdate({ target: practitioners.userId, set: columns });
    },
  };
}
