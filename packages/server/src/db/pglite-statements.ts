import {
  parse,
  protocol,
  type ParserOptions,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { createStatementNamer, MAX_PREPARED_TEXT_LENGTH } from './repeated-statements.ts';

const { serialize } = protocol;

/**
 * The PGlite version this client is written and tested against, pinned exactly in the server's
 * package.json: it uses two members PGlite declares but does not document (below).
 */
export const PGLITE_VERSION = '0.5.16';

/**
 * What this client needs of PGlite beyond `query`, `transaction`, `execProtocol`, `runExclusive`
 * and the exported `protocol` and `parse` helpers: PGlite's own `query` waits for its transaction
 * lock (`_runExclusiveTransaction`) and refuses a closed database (`_checkReady`), and no
 * documented method takes that lock without running a statement of its own.
 */
const UNDOCUMENTED_MEMBERS = ['_checkReady', '_runExclusiveTransaction'] as const;

/** Fails, naming what is missing, when the PGlite at hand lacks a member this client relies on. */
export function checkPgliteMembers(pg: object): void {
  const members: Record<string, unknown> = {
    ...Object.fromEntries(
      [...UNDOCUMENTED_MEMBERS, 'runExclusive', 'execProtocol'].map((name) => [
        name,
        (pg as Record<string, unknown>)[name],
      ]),
    ),
    'parse.parseResults': parse.parseResults,
    'parse.parseDescribeStatementResults': parse.parseDescribeStatementResults,
  };
  const missing = Object.keys(members).filter((name) => typeof members[name] !== 'function');
  if (missing.length > 0) {
    throw new Error(
      `This PGlite lacks ${missing.join(', ')}, which the server's statement client uses: ` +
        `install PGlite ${PGLITE_VERSION}, the version packages/server/package.json pins.`,
    );
  }
}

/** Texts whose parameter types are remembered for running them unnamed; past this many they are forgotten. */
const MAX_REMEMBERED_TEXTS = 500;

type Query = <Row>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<Row>>;

/** What Drizzle's PGlite session calls on its client: queries, and transactions of queries. */
export interface PgliteStatementClient {
  query: Query;
  transaction<Result>(callback: (tx: { query: Query }) => Promise<Result>): Promise<Result>;
}

function joined(messages: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    whole.set(message, offset);
    offset += message.length;
  }
  return whole;
}

/**
 * A client for Drizzle that runs each statement on PGlite as one protocol message. PGlite's own
 * `query` makes six calls into the database per statement (Parse, Describe, Bind, Describe,
 * Execute, Sync) and parses and plans it every time; a signed-in request's session check cost
 * 0.57 ms that way and 0.07 ms as one message to a prepared statement. Statements run repeatedly
 * are prepared under a name, as on PostgreSQL (`repeated-statements.ts`, which also keeps the
 * statements planned for a typed pattern unnamed); the rest are parsed with the parameter types
 * learnt on their first run. Queries outside a transaction wait for PGlite's transaction lock as
 * its own `query` does, so none runs inside another request's transaction.
 */
export function sendStatementsWhole(pg: PGlite): PgliteStatementClient {
  checkPgliteMembers(pg);
  const nameOf = createStatementNamer();
  const preparedTypes = new Map<string, number[]>();
  const unnamedTypes = new Map<string, number[]>();
  // PGlite copies its hundreds of type parsers into a new object to add a query's own on every
  // run; the query's few, over PGlite's as their prototype, read the same.
  const parsersFor = (own: ParserOptions | undefined): PGlite['parsers'] =>
    own ? Object.assign(Object.create(pg.parsers) as PGlite['parsers'], own) : pg.parsers;

  /** Parses `text` (as `name`, or unnamed when ''), leaving it for the Bind that follows; answers its parameter types. */
  const parseAlone = async (text: string, name: string): Promise<number[]> => {
    try {
      const described = await pg.execProtocol(
        joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name })]),
        { syncToFs: false },
      );
      return parse.parseDescribeStatementResults(described.messages);
    } catch (error) {
      await pg.execProtocol(serialize.sync(), { syncToFs: false });
      throw error;
    }
  };

  /** The messages before Bind, and the parameter types, for `text` run as `name` or unnamed (''). */
  const statementFor = async (text: string, name: string): Promise<{ head: Uint8Array[]; types: number[] }> => {
    if (name) {
      const known = preparedTypes.get(name);
      if (known) return { head: [], types: known };
      const types = await parseAlone(text, name);
      preparedTypes.set(name, types);
      return { head: [], types };
    }
    const known = unnamedTypes.get(text);
    if (known) return { head: [serialize.parse({ text, types: known })], types: known };
    const types = await parseAlone(text, '');
    // A bulk write's long text is not kept in memory for its next run.
    if (text.length > MAX_PREPARED_TEXT_LENGTH) return { head: [], types };
    if (unnamedTypes.size >= MAX_REMEMBERED_TEXTS) unnamedTypes.clear();
    unnamedTypes.set(text, types);
    return { head: [], types };
  };

  /** Runs one statement, with PGlite's own encoding of values and parsing of rows. */
  const run = async <Row>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<Row>> => {
    const name = nameOf(text, params.length > 0) ?? '';
    const { head, types } = await statementFor(text, name);
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = types[index] ?? 0;
      const encode = options?.serializers?.[type] ?? pg.serializers[type];
      return encode ? encode(param) : String(param);
    });
    const { messages } = await pg.execProtocol(
      joined([
        ...head,
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const rowMode = options?.rowMode;
    return parse.parseResults(messages, parsersFor(options?.parsers), { rowMode })[0] as Results<Row>;
  };

  /** PGlite's own path for what this one does not cover: files sent with COPY, types given by the caller. */
  const ownPath = (options?: QueryOptions) => options?.blob !== undefined || options?.paramTypes !== undefined;

  const inTransaction =
    (tx: Transaction): Query =>
    async <Row>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      if (ownPath(options)) return tx.query<Row>(text, params, options);
      if (tx.closed) throw new Error('Transaction is closed');
      return pg.runExclusive(() => run<Row>(text, params, options));
    };

  return {
    async query<Row>(text: string, params: unknown[] = [], options?: QueryOptions) {
      if (ownPath(options)) return pg.query<Row>(text, params, options);
      await pg._checkReady();
      return pg._runExclusiveTransaction(() =>
        pg.runExclusive(async () => {
          const result = await run<Row>(text, params, options);
          await pg.syncToFs();
          return result;
        }),
      );
    },
    transaction: (callback) => pg.transaction((tx) => callback({ query: inTransaction(tx) })),
  };
}
