import {
  PATIENT_MESSAGES,
  duplicateMatches,
  type DuplicateKeys,
  type PossibleDuplicatesResponse,
} from '@clinic/contracts';
import type { Queryable } from '../db/client.ts';
import { notFound } from '../http/app-error.ts';
import { createPatientDuplicatesRepository, type DuplicateCandidateRow } from './patient-duplicates.repository.ts';

const keysOf = (row: NonNullable<DuplicateCandidateRow>): DuplicateKeys => ({
  first_name: row.firstName,
  last_name: row.lastName,
  date_of_birth: row.dateOfBirth,
  phone_digits: row.phoneDigits ?? '',
});

/**
 * Possible duplicates are worked out when asked, not stored: a flag kept in a column would go stale
 * whenever either patient's name, phone or birth date is edited, or one of them is merged.
 */
export function createPatientDuplicatesService({ db }: { db: Queryable }) {
  const repository = createPatientDuplicatesRepository(db);
  return {
    async list(patientId: number): Promise<PossibleDuplicatesResponse> {
      const patient = await repository.find(patientId);
      if (!patient) throw notFound(PATIENT_MESSAGES.notFound);
      const keys = keysOf(patient);
      const others = await repository.bornOn(patient.dateOfBirth, patientId);
      const items = others.flatMap((other) => {
        const matchedBy = duplicateMatches(keys, keysOf(other));
        if (matchedBy.length === 0) return [];
        return [
          {
            id: other.id,
            first_name: other.firstName,
            middle_name: other.middleName ?? '',
            last_name: other.lastName,
            date_of_birth: other.dateOfBirth,
            matched_by: matchedBy,
          },
        ];
      });
      return { items };
    },
  };
}

export type PatientDuplicatesService = ReturnType<typeof createPatientDuplicatesService>;
