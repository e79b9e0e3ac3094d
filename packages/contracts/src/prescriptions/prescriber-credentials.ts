import { PRESCRIPTION_MESSAGES } from './prescription.schemas.ts';

interface PrescriberCredentials {
  prc_number: string | null;
  prc_valid_until: string | null;
  ptr_number: string | null;
  ptr_year: number | null;
  s2_number: string | null;
}

/**
 * Why the prescriber may not issue this prescription today (the clinic's date, YYYY-MM-DD), or
 * undefined when they may: a PRC licence valid today, a PTR for this year or later, and an S2
 * licence when an item is a dangerous drug. The licence is valid through its last day.
 */
export function prescriberRefusal(
  credentials: PrescriberCredentials,
  today: string,
  hasDangerousDrug: boolean,
): string | undefined {
  if (!credentials.prc_number || !credentials.prc_valid_until) return PRESCRIPTION_MESSAGES.noPrcNumber;
  if (credentials.prc_valid_until < today) return PRESCRIPTION_MESSAGES.prcExpired;
  if (!credentials.ptr_number || credentials.ptr_year === null) return PRESCRIPTION_MESSAGES.ptrMissing;
  if (credentials.ptr_year < Number(today.slice(0, 4))) return PRESCRIPTION_MESSAGES.ptrExpired;
  if (hasDangerousDrug && !credentials.s2_number) return PRESCRIPTION_MESSAGES.s2Required;
  return undefined;
}
