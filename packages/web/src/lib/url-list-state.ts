import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

type ListState = Record<string, unknown>;

/**
 * Reads a list's state from the query through its contracts schema. A key that does not parse
 * (an edited or outdated link) falls back to its default; the others keep their values.
 */
export function parseListState<State extends ListState>(schema: z.ZodType<State>, query: URLSearchParams): State {
  let given = new Map(query);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const parsed = schema.safeParse(Object.fromEntries(given));
    if (parsed.success) return parsed.data;
    const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    if (wrong.has('')) break;
    given = new Map([...given].filter(([key]) => !wrong.has(key)));
  }
  return schema.parse({});
}

/** The query for a state: only what differs from the defaults, so a plain visit keeps a plain URL. */
export function listStateQuery<State extends ListState>(
  state: State,
  defaults: State,
  current: URLSearchParams,
): URLSearchParams {
  const query = new URLSearchParams(current);
  for (const [key, value] of Object.entries(state)) {
    query.delete(key);
    if (value !== undefined && value !== '' && value !== defaults[key]) query.set(key, String(value));
  }
  return query;
}

/**
 * A list screen's search fields, filters, sort and page kept in the URL, so Back, reload and a
 * shared link bring them back. Each change is a history entry of its own. The server's log keeps
 * paths without their query, so search terms do not reach it.
 */
export function useUrlListState<State extends ListState>(schema: z.ZodType<State>) {
  const [query, setQuery] = useSearchParams();
  const state = useMemo(() => parseListState(schema, query), [schema, query]);
  const defaults = useMemo(() => schema.parse({}), [schema]);
  // A change starts from the last one this screen wrote while that one is not yet drawn: a second
  // click (page 2 right after a sort) can come before the first navigation is, and React Router
  // hands a functional update the query of the last drawing, which would undo the first change.
  const written = useRef<{ over: URLSearchParams; query: URLSearchParams } | null>(null);
  const update = useCallback(
    (changes: Partial<State>) => {
      const base = written.current?.over === query ? written.current.query : query;
      const next = listStateQuery({ ...parseListState(schema, base), ...changes }, defaults, base);
      written.current = { over: query, query: next };
      setQuery(next);
    },
    [schema, query, defaults, setQuery],
  );
  return [state, update] as const;
}
