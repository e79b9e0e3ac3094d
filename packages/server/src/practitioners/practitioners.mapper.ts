import { doctorKey, foldedName, type Practitioner, type Role } from '@clinic/contracts';
import { staffName } from '../db/staff-name.ts';
import type { PractitionerRow } from './practitioners.repository.ts';

/** A doctor without a profile yet is printed by their full name with the title, else their e-mail. */
function defaultPrintedName(row: PractitionerRow): string {
  const name = staffName(row);
  if (row.fullName === null) return name;
  const titled = doctorKey(name) !== foldedName(name);
  return titled ? name : `Dr. ${name}`;
}

export function toPractitionerResponse(row: PractitionerRow): Practitioner {
  const role = row.role as Role;
  const isPractitioner = row.isPractitioner ?? false;
  return {
    user_id: row.userId,
    display_name: row.displayName ?? defaultPrintedName(row),
    role,
    answers_to: row.answersTo ?? [],
    is_practitioner: isPractitioner,
    on_roster: row.isActive && (role === 'DOCTOR' || isPractitioner),
  };
}
