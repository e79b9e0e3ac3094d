import { z } from 'zod';
import { recordIdSchema } from '../common/ids.ts';
import { foldedName } from '../services/service-name.ts';

/** Another patient who may be the same person, as staff are shown it ("Possible duplicate of …"). */
export const possibleDuplicateSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string(),
  /** Which rule matched: the folded name and birth date, or the phone and birth date. */
  matched_by: z.array(z.enum(['name', 'phone'])),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;
export const possibleDuplicatesResponseSchema = z.object({ items: z.array(possibleDuplicateSchema) });
export type PossibleDuplicatesResponse = z.infer<typeof possibleDuplicatesResponseSchema>;

/** `POST /patients/{id}/merge`: the patient in the path goes into `into_patient_id`, which is kept. */
export const mergePatientInputSchema = z.object({ into_patient_id: recordIdSchema() });
export type MergePatientInput = z.infer<typeof mergePatientInputSchema>;

/** What the duplicate rules compare of a patient. */
export interface DuplicateKeys {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  /** The primary phone's digits only, or empty. */
  phone_digits: string;
}

/** A Philippine number written +63 917… and 0917… is one phone: compared without its prefix. */
function nationalNumber(digits: string): string {
  if (digits.length === 12 && digits.startsWith('63')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

const samePhone = (a: string, b: string) => nationalNumber(a) === nationalNumber(b);

/**
 * Which rules say two patients may be one person: the same first and last name folded (case,
 * accents, spaces, punctuation; the middle name is often left out at the kiosk) with the same
 * birth date, or the same primary phone with the same birth date.
 */
export function duplicateMatches(a: DuplicateKeys, b: DuplicateKeys): PossibleDuplicate['matched_by'] {
  if (a.date_of_birth !== b.date_of_birth) return [];
  const name = (keys: DuplicateKeys) => `${foldedName(keys.first_name)} ${foldedName(keys.last_name)}`;
  const matches: PossibleDuplicate['matched_by'] = [];
  if (name(a) === name(b)) matches.push('name');
  if (a.phone_digits !== '' && samePhone(a.phone_digits, b.phone_digits)) matches.push('phone');
  return matches;
}

export const DUPLICATE_MESSAGES = {
  possibleDuplicateOf: 'Possible duplicate of',
  mergeIntoItself: 'A patient cannot be merged into itself',
  mergeIntoMissing: 'The patient to keep was not found or is archived',
  mergeConfirm: (merged: string, kept: string) =>
    `Merge ${merged} into ${kept}? Every procedure, file, photo, consent, payment and history entry of ${merged} moves to ${kept}, and ${merged} is archived with a link to ${kept}.`,
  merged: (merged: string, kept: string) => `${merged} was merged into ${kept}.`,
} as const;
