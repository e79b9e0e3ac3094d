import { and, asc, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { patients } from '../db/schema/index.ts';

const duplicateColumns = {
  id: patients.id,
  firstName: patients.firstName,
  middleName: patients.middleName,
  lastName: patients.lastName,
  dateOfBirth: patients.dateOfBirth,
  phoneDigits: patients.phonePrimaryDigits,
};

export type DuplicateCandidateRow = Awaited<ReturnType<ReturnType<typeof createPatientDuplicatesRepository>['find']>>;

/** The columns the duplicate rules compare; every rule needs the same birth date, so that is the query. */
export function createPatientDuplicatesRepository(db: Queryable) {
  return {
    async find(id: number) {
      const [row] = await db.select(duplicateColumns).from(patients).where(eq(patients.id, id));
      return row;
    },

    /** Every other patient born on `dateOfBirth` (an indexed column; a handful at any clinic's scale). */
    bornOn(dateOfBirth: string, exceptId: number) {
      return db
        .select(duplicateColumns)
        .from(patients)
        .where(and(eq(patients.dateOfBirth, dateOfBirth), ne(patients.id, exceptId)))
        .orderBy(asc(patients.id));
    },
  };
}
