import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A number as a patient writes it (0917 123 4567, +63 917…) in E.164 form; undefined when it is not a phone number. */
export function toInternationalNumber(phone: string | null | undefined): string | undefined {
  if (!phone) return undefined;
  const parsed = parsePhoneNumberFromString(phone, 'PH');
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * The ways a number may be stored among a patient's phone digits: the portal keeps what was typed,
 * so +639171234567 may have been written 09171234567 or 9171234567.
 */
export function storedDigitsOf(international: string): string[] {
  const parsed = parsePhoneNumberFromString(international);
  if (!parsed) return [];
  const national = parsed.nationalNumber;
  return [`${parsed.countryCallingCode}${national}`, `0${national}`, national];
}
