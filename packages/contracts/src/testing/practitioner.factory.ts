import type { Practitioner, PractitionerInput } from '../practitioners/practitioner.schemas.ts';

/** A 1×1 PNG, as a signature pad's data URL. */
export const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A complete practitioner profile as written; plain data, no I/O. */
export function buildPractitionerInput(overrides: Partial<PractitionerInput> = {}): PractitionerInput {
  return {
    printed_name: 'Dr. Maria Reyes, FPDS',
    specialty: 'Dermatology',
    prc_number: '0123456',
    prc_valid_until: '2028-03-15',
    ptr_number: '8123456',
    ptr_year: 2026,
    s2_number: 'S2-04567',
    letterhead_lines: ['Suite 301, Medical Arts Building', 'Makati City · (02) 8123 4567'],
    signature: SIGNATURE_PNG,
    ...overrides,
  };
}

let sequence = 0;

/** A DOCTOR's profile as the API answers it, with no licences on file; plain data, no I/O. */
export function buildPractitioner(overrides: Partial<Practitioner> = {}): Practitioner {
  sequence += 1;
  const printedName = overrides.printed_name ?? overrides.display_name ?? 'Dr. Maria Reyes';
  return {
    user_id: sequence,
    role: 'DOCTOR',
    answers_to: [],
    is_practitioner: false,
    on_roster: true,
    specialty: null,
    prc_number: null,
    prc_valid_until: null,
    ptr_number: null,
    ptr_year: null,
    s2_number: null,
    letterhead_lines: [],
    signature: null,
    ...overrides,
    display_name: printedName,
    printed_name: printedName,
  };
}
