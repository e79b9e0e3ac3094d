import { createHash } from 'node:crypto';
import type pg from 'pg';

/** How many statements one connection keeps prepared; texts beyond them run unnamed, as before. */
export const MAX_PREPARED_PER_CONNECTION = 100;
/**
 * Longer texts run unnamed: a request's read is a few thousand characters, and what is longer is
 * a bulk write or a long list of values, which a kept statement would only hold in memory.
 */
export const MAX_PREPARED_TEXT_LENGTH = 10_000;
/** A text is prepared on its second run on a connection, so a one-off statement is never kept. */
const RUNS_BEFORE_PREPARING = 2;
/** Texts seen once are forgotten past this many, so the counts stay small. */
const MAX_COUNTED_TEXTS = 500;

/**
 * Statements whose best plan depends on the text a user typed: a `like` prefix is an index range
 * only when its pattern is known. They stay unnamed, so PostgreSQL plans each for its own pattern.
 */
const PLANNED_FOR_THEIR_PATTERN = /\blike\b|<%|%>|similarity\(/i;

interface StatementConfig {
  text: string;
  name?: string;
  values?: unknown[];
}

const isStatementConfig = (config: unknown): config is StatementConfig =>
  typeof config === 'object' && config !== null && typeof (config as StatementConfig).text === 'string';

/** The name a text is prepared under: the same on every connection and server. */
export const statementName = (text: string) => `auto_${createHash('sha1').update(text).digest('hex')}`;

/**
 * The name a statement built once and kept (`db/kept-statements.ts`) is prepared under: its text's,
 * or '' (PostgreSQL's unnamed statement, planned on every run) when it matches typed text.
 */
export const keptStatementName = (text: string) => (PLANNED_FOR_THEIR_PATTERN.test(text) ? '' : statementName(text));

/**
 * Which statements a connection runs as named prepared statements. PostgreSQL keeps a named
 * statement's parse and, after a few runs, a generic plan when that plan costs no more than the
 * plans made for each run's values; an unnamed statement is parsed and planned on every run. For
 * a list page, planning cost PostgreSQL more than running the statement.
 */
export function createStatementNamer() {
  const runs = new Map<string, number>();
  const prepared = new Map<string, string>();

  return (text: string, hasValues: boolean): string | undefined => {
    const known = prepared.get(text);
    if (known) return known;
    if (!hasValues || text.length > MAX_PREPARED_TEXT_LENGTH || PLANNED_FOR_THEIR_PATTERN.test(text)) return undefined;
    if (prepared.size >= MAX_PREPARED_PER_CONNECTION) return undefined;
    const count = (runs.get(text) ?? 0) + 1;
    if (count < RUNS_BEFORE_PREPARING) {
      if (runs.size >= MAX_COUNTED_TEXTS) runs.clear();
      runs.set(text, count);
      return undefined;
    }
    runs.delete(text);
    const name = statementName(text);
    prepared.set(text, name);
    return name;
  };
}

/**
 * Makes a new pool connection prepare the statements it runs repeatedly (see
 * `createStatementNamer`). Statements already named by the caller keep their name.
 */
export function prepareRepeatedStatements(client: pg.PoolClient): void {
  const nameOf = createStatementNamer();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const namedQuery = (config: unknown, ...rest: unknown[]) => {
    if (!isStatementConfig(config) || config.name !== undefined) return query(config, ...rest);
    const values = Array.isArray(rest[0]) ? rest[0] : config.values;
    const name = nameOf(config.text, values !== undefined && values.length > 0);
    return query(name ? { ...config, name } : config, ...rest);
  };
  client.query = namedQuery as typeof client.query;
}
