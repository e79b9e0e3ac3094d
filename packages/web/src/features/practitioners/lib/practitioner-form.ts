import type { Practitioner } from '@clinic/contracts';

/**
 * The form's values: every input's text as typed (the contracts' schema turns blanks into null and
 * the PTR year into a number), so each input is controlled from the start.
 */
export interface PractitionerFormValues {
  printed_name: string;
  specialty: string;
  prc_number: string;
  prc_valid_until: string;
  ptr_number: string;
  ptr_year: string;
  s2_number: string;
  letterhead_lines: string[];
  /** The signature on file or newly drawn or uploaded, as a PNG data URL; null for none. */
  signature: string | null;
  /** Kept as they are: the names typed for this doctor before the roster. */
  answers_to: string[];
  is_practitioner: boolean;
}

export const practitionerFormValues = (profile: Practitioner): PractitionerFormValues => ({
  printed_name: profile.printed_name,
  specialty: profile.specialty ?? '',
  prc_number: profile.prc_number ?? '',
  prc_valid_until: profile.prc_valid_until ?? '',
  ptr_number: profile.ptr_number ?? '',
  ptr_year: profile.ptr_year === null ? '' : String(profile.ptr_year),
  s2_number: profile.s2_number ?? '',
  // One empty row to type the first line in.
  letterhead_lines: profile.letterhead_lines.length > 0 ? profile.letterhead_lines : [''],
  signature: profile.signature,
  answers_to: profile.answers_to,
  is_practitioner: profile.is_practitioner,
});
