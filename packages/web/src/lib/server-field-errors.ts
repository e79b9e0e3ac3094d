import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error.ts';

/** Where a request's parts sit in a `loc`: they name the request, not a field of the form. */
const REQUEST_PARTS = new Set<string | number>(['body', 'query', 'path', 'patient_in']);

/**
 * Puts each validation issue of a failed save (`{detail: [{loc, msg}]}`) on its form field, so the
 * message stands under the field the person has to fix. `fieldOf` turns the issue's location (the
 * request parts removed) into the form's field name; it answers undefined for locations the form
 * does not show. Answers how many issues found a field.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldOf: (location: (string | number)[]) => string | undefined = (location) => location.join('.'),
): number {
  if (!(error instanceof ApiError) || !Array.isArray(error.detail)) return 0;
  let placed = 0;
  for (const issue of error.detail) {
    const location = issue.loc.filter((part, index) => !(index < 2 && REQUEST_PARTS.has(part)));
    const field = location.length > 0 ? fieldOf(location) : undefined;
    if (!field) continue;
    setError(field as FieldPath<Values>, { type: 'server', message: issue.msg }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}
