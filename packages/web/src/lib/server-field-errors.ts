import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error.ts';

/** Where a request's parts sit in a `loc`: they name the request, not a field of the form. */
const REQUEST_PARTS = new Set<string | number>(['body', 'query', 'path', 'patient_in']);

export type FieldOf = (location: (string | number)[]) => string | undefined;

export interface ServerFormErrors {
  /** The first message of each form field an issue names. */
  fields: Map<string, string>;
  /** The messages of issues that name no field of the form. */
  unplaced: string[];
}

/**
 * The validation issues of a failed save (`{detail: [{loc, msg}]}`) split into those that belong to
 * a form field and those that do not. `fieldOf` turns the issue's location (the request parts
 * removed) into the form's field name; it answers undefined for locations the form does not show.
 */
export function serverFormErrors(
  error: unknown,
  fieldOf: FieldOf = (location) => location.join('.'),
): ServerFormErrors {
  const result: ServerFormErrors = { fields: new Map(), unplaced: [] };
  if (!(error instanceof ApiError) || !Array.isArray(error.detail)) return result;
  for (const issue of error.detail) {
    const location = issue.loc.filter((part, index) => !(index < 2 && REQUEST_PARTS.has(part)));
    const field = location.length > 0 ? fieldOf(location) : undefined;
    if (!field) result.unplaced.push(issue.msg);
    else if (!result.fields.has(field)) result.fields.set(field, issue.msg);
  }
  return result;
}

/** The validation issues of a failed save by form field; each field keeps its first message. */
export function serverFieldErrors(error: unknown, fieldOf?: FieldOf): Map<string, string> {
  return serverFormErrors(error, fieldOf).fields;
}

/**
 * Puts each validation issue of a failed save on its react-hook-form field, so the message stands
 * under the field the person has to fix, and focuses the first. Answers how many found a field.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldOf?: FieldOf,
): number {
  const fields = serverFieldErrors(error, fieldOf);
  [...fields].forEach(([field, message], index) =>
    setError(field as FieldPath<Values>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return fields.size;
}
