import type { ValidationIssue } from '@clinic/contracts';
import type { z } from 'zod';

const LOCATIONS: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

export function locationName(context: string | undefined): string {
  return LOCATIONS[context ?? 'body'] ?? 'body';
}

function pathSegments(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** Fastify's validation entries, as the spec's `{loc, msg, type}` list. */
export function toValidationIssues(
  entries: { instancePath: string; message?: string; keyword: string }[],
  context: string | undefined,
): ValidationIssue[] {
  return entries.map((entry) => ({
    loc: [locationName(context), ...pathSegments(entry.instancePath)],
    msg: entry.message ?? 'Invalid value',
    type: entry.keyword,
  }));
}

/** A zod failure outside a route schema (a multipart JSON field, say), as the same list. */
export function zodIssuesToValidationIssues(error: z.ZodError, location: (string | number)[]): ValidationIssue[] {
  return error.issues.map((issue) => ({
    loc: [...location, ...issue.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment))],
    msg: issue.message,
    type: issue.code,
  }));
}

/** Thrown by services that validate with a contracts schema by hand; answered as 422. */
export class ValidationFailure extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super(issues.map((issue) => issue.msg).join('; '));
    this.name = 'ValidationFailure';
  }
}
