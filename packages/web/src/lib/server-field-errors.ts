import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error.ts';

/** Where a request's parts sit in a `loc`: they name the request, not a field of the form. */
const REQUEST_PARTS = new Set<string | number>(['body', 'query', 'path', 'patient_in']);

type FieldOf = (location: (string | number)[]) => string | undefined;

/**
 * The validation issues of a failed save (`{detail: [{loc, msg}]}`) by form field. `fieldOf` turns
 * the issue's location (the request parts removed) into the form's field name; it answers
 * undefined for locations the form does not show. Each field keeps its first message.
 */
export function serverFieldErrors(
  error: unknown,
  fieldOf: FieldOf = (location) => location.join('.'),
): Map<string, string> {
  const fields = new Map<string, string>();
  if (!(error instanceof ApiError) || !Array.isArray(error.detail)) return fields;
  for (const issue of error.detail) {
    const location = issue.loc.filter((part, index) => !(index < 2 && REQUEST_PARTS.has(part)));
    const field = location.length > 0 ? fieldOf(location) : undefined;
    if (field && !fields.has(field)) fields.set(field, issue.msg);
  }
  return fields;
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
