import type { FastifyInstance } from 'fastify';
import { NOT_WELL_FORMED_TEXT, TEXT_MESSAGES, isWellFormedText, type ValidationIssue } from '@clinic/contracts';
import { ValidationFailure } from './validation-error.ts';

type Location = (string | number)[];

/** A body full of NULs names its first few; the client fixes them all the same way. */
const MOST_ISSUES = 20;

/**
 * An object a parser built: JSON's and a form's plain objects (of `Object.prototype`), the query
 * parser's (of a prototype without one). A Buffer or a stream is no such object.
 */
const isParsedObject = (value: object): value is Record<string, unknown> => {
  // By prototype, not by `constructor`: a body's own "constructor" key must not hide the object.
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || Object.getPrototypeOf(prototype) === null;
};

/** A path kept as a link to its parent, so a deep body costs no copying; spelled out only for an issue. */
interface PathLink {
  parent: PathLink | undefined;
  segment: string | number;
}

function spelledOut(link: PathLink | undefined): Location {
  const segments: Location = [];
  for (let current = link; current; current = current.parent) segments.push(current.segment);
  return segments.reverse();
}

/**
 * The strings (and object keys) in a parsed value that break the text rule, each named by its
 * path under `location`. Walked with a stack of its own, so a deeply nested body cannot exhaust
 * the call stack.
 */
export function malformedTextIssues(value: unknown, location: Location): ValidationIssue[] {
  const issue = (link: PathLink | undefined): ValidationIssue => ({
    loc: [...location, ...spelledOut(link)],
    msg: TEXT_MESSAGES.notWellFormed,
    type: NOT_WELL_FORMED_TEXT,
  });
  const issues: ValidationIssue[] = [];
  const pending: [unknown, PathLink | undefined][] = [[value, undefined]];
  while (pending.length > 0 && issues.length < MOST_ISSUES) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) issues.push(issue(path));
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push([current[index], { parent: path, segment: index }]);
      }
    } else if (current !== null && typeof current === 'object' && isParsedObject(current)) {
      for (const [key, entry] of Object.entries(current).reverse()) {
        const keyPath = { parent: path, segment: key };
        pending.push([entry, keyPath]);
        // A key may be stored too (in a jsonb part): it is named by its own path.
        if (!isWellFormedText(key)) pending.push([key, keyPath]);
      }
    }
  }
  return issues;
}

/** Refuses with 422 when `value` holds text that breaks the rule; see {@link malformedTextIssues}. */
export function assertWellFormedText(value: unknown, location: Location): void {
  const issues = malformedTextIssues(value, location);
  if (issues.length > 0) throw new ValidationFailure(issues);
}

/**
 * One text rule for every route, present and future: before a route's schema runs, every string
 * of the path, the query and the parsed body (JSON or form) must be well-formed text without NUL.
 * Multipart fields are read by the route itself and checked as they are read (`multipart.ts`).
 */
export function registerWellFormedText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertWellFormedText(request.params, ['path']);
    assertWellFormedText(request.query, ['query']);
    assertWellFormedText(request.body, ['body']);
  });
}
