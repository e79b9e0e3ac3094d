import { DUPLICATE_MESSAGES, type PossibleDuplicate } from '@clinic/contracts';
import { formatDate } from '../../../lib/date-time.ts';
import { patientName } from '../../../lib/patient-name.ts';

/** "Possible duplicate of Maria Santos (ID 12, born May 17, 1990)": what staff see in a message. */
export const possibleDuplicateText = (duplicate: PossibleDuplicate): string =>
  `${DUPLICATE_MESSAGES.possibleDuplicateOf} ${patientName(duplicate)} (ID ${duplicate.id}, born ${formatDate(duplicate.date_of_birth)})`;
