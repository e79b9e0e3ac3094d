import { doctorKey, foldedName, type Practitioner, type PractitionerSummary, type Role } from '@clinic/contracts';
import { staffName } from '../db/staff-name.ts';
import { signatureDataUrl } from '../images/signature-image.ts';
import type { PractitionerProfileRow, PractitionerRow } from './practitioners.repository.ts';

/** A doctor without a profile yet is printed by their full name with the title, else their e-mail. */
function defaultPrintedName(row: PractitionerRow): string {
  const name = staffName(row);
  if (row.fullName === null) return name;
  const titled = doctorKey(name) !== foldedName(name);
  return titled ? name : `Dr. ${name}`;
}

export function toPractitionerSummary(row: PractitionerRow): PractitionerSummary {
  const role = row.role as Role;
  const isPractitioner = row.isPractitioner ?? false;
  const printedName = row.displayName ?? defaultPrintedName(row);
  return {
    user_id: row.userId,
    display_name: printedName,
    printed_name: printedName,
    role,
    answers_to: row.answersTo ?? [],
    is_practitioner: isPractitioner,
    on_roster: row.isActive && (role === 'DOCTOR' || isPractitioner),
    specialty: row.specialty,
    prc_number: row.prcNumber,
    prc_valid_until: row.prcValidUntil,
    ptr_number: row.ptrNumber,
    ptr_year: row.ptrYear,
    s2_number: row.s2Number,
    letterhead_lines: row.letterheadLines ?? [],
  };
}

export const toPractitionerResponse = (row: PractitionerProfileRow): Practitioner => ({
  ...toPractitionerSummary(row),
  signature: row.signature ? signatureDataUrl(row.signature) : null,
});
