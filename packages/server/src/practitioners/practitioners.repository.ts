import { and, asc, eq, or } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { practitioners, users } from '../db/schema/index.ts';

/** Everything of a profile but the signature, which only the profile itself answers. */
const summaryColumns = {
  userId: users.id,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  isActive: users.isActive,
  displayName: practitioners.displayName,
  isPractitioner: practitioners.isPractitioner,
  answersTo: practitioners.answersTo,
  specialty: practitioners.specialty,
  prcNumber: practitioners.prcNumber,
  prcValidUntil: practitioners.prcValidUntil,
  ptrNumber: practitioners.ptrNumber,
  ptrYear: practitioners.ptrYear,
  s2Number: practitioners.s2Number,
  letterheadLines: practitioners.letterheadLines,
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
  specialty: string | null;
  prcNumber: string | null;
  prcValidUntil: string | null;
  ptrNumber: string | null;
  ptrYear: number | null;
  s2Number: string | null;
  letterheadLines: string[] | null;
}

export interface PractitionerProfileRow extends PractitionerRow {
  signature: Buffer | null;
}

export type PractitionerColumns = Omit<typeof practitioners.$inferInsert, 'userId'>;

export function createPractitionersRepository(db: Queryable) {
  return {
    /** Active DOCTORs and active users marked as practitioners. */
    roster: (): Promise<PractitionerRow[]> =>
      db
        .select(summaryColumns)
        .from(users)
        .leftJoin(practitioners, eq(practitioners.userId, users.id))
        .where(and(eq(users.isActive, true), or(eq(users.role, 'DOCTOR'), eq(practitioners.isPractitioner, true))))
        .orderBy(asc(users.id)),

    async find(userId: number): Promise<PractitionerProfileRow | undefined> {
      const [row] = await db
        .select({ ...summaryColumns, signature: practitioners.signature })
        .from(users)
        .leftJoin(practitioners, eq(practitioners.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    /** Writes the columns given; a column left undefined keeps its value (or its default, on a new row). */
    async save(userId: number, columns: PractitionerColumns) {
      await db
        .insert(practitioners)
        .values({ userId, ...columns })
        .onConflictDoUpdate({ target: practitioners.userId, set: columns });
    },
  };
}
