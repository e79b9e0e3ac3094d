import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildPatientInput } from '@clinic/contracts/testing';
import {
  CAPABILITIES,
  NOT_WELL_FORMED_TEXT,
  TEXT_MESSAGES,
  can,
  errorResponseSchema,
  type Capability,
} from '@clinic/contracts';
import { ROUTE_CAPABILITIES } from '../testing/route-capabilities.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { testDatabaseTarget } from '../testing/database-template.ts';
import { PDF, createPatient, multipartBody } from '../testing/patient-files.ts';
import {
  createRecordIds,
  injected,
  validWriteRequests,
  type ValidWriteRequest,
} from '../testing/valid-write-requests.ts';

/**
 * The suite runs this file on both databases; each sends its own payloads (the generators are seeded
 * apart), so together they send each route twice as many different ones as either does.
 */
const PAYLOADS_PER_ROUTE = 100;
const SEED_OFFSET = testDatabaseTarget === 'postgres' ? 1_000_000 : 0;

let superadmin: SignedInUser;
let patientId: number;
let takeRowWrites: () => Promise<string[]>;
const t = useTestApp();
beforeAll(async () => {
  superadmin = await t.signIn('SUPERADMIN');
  patientId = (await createPatient(t, superadmin.token)).id;
  takeRowWrites = await recordRowWrites();
});

const ATTEMPT_COUNTERS = ['login_limits', 'login_devices', 'attempt_counts'];
const ROW_WRITES = 'fuzz_row_writes';

/**
 * Records every row inserted into or deleted from any table (a row trigger on each, in this
 * file's own database), and answers a function that takes what was recorded since it last ran:
 * one small statement per request instead of counting every table.
 */
async function recordRowWrites(): Promise<() => Promise<string[]>> {
  const db = t.database.db;
  const tables = (
    (await db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )) as unknown as { rows: { name: string }[] }
  ).rows
    .map((row) => row.name)
    // The sign-in and form limits count refused attempts: that is their job, not a partial write.
    .filter((table) => !ATTEMPT_COUNTERS.includes(table));
  expect(tables).toEqual(expect.arrayContaining(['patients', 'users', 'pending_files', 'audit_events']));
  await db.execute(sql.raw(`CREATE TABLE ${ROW_WRITES} (table_name text NOT NULL, operation text NOT NULL)`));
  await db.execute(
    sql.raw(`CREATE FUNCTION record_row_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO ${ROW_WRITES} VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$`),
  );
  for (const table of tables) {
    await db.execute(
      sql.raw(`CREATE TRIGGER record_row_write AFTER INSERT OR DELETE ON "${table}"
               FOR EACH ROW EXECUTE FUNCTION record_row_write()`),
    );
  }
  return async () => {
    const { rows } = (await db.execute(
      sql.raw(`DELETE FROM ${ROW_WRITES} RETURNING table_name, operation`),
    )) as unknown as { rows: { table_name: string; operation: string }[] };
    return rows.map((row) => `${row.operation} ${row.table_name}`);
  };
}

/** A small seeded generator, so a failure names a payload that can be sent again. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <Value>(values: readonly Value[]): Value => values[Math.floor(next() * values.length)]!;
  return { next, pick };
}

const FIELD_NAMES = [
  'email',
  'password',
  'full_name',
  'username',
  'token',
  'new_password',
  'userId',
  'oldPassword',
  'newPassword',
  'role',
  'is_active',
  'patient_id',
  'procedure_id',
  'name',
  'doctor_name',
  'details',
  'start_datetime',
  'end_datetime',
  'status',
  'medications',
  'face_annotations',
  'transaction',
  'amount',
  'payment_mode',
  'payment_status',
  'payment_date',
  'annotations',
  'first_name',
  'last_name',
  'consultation',
  '__proto__',
  'constructor',
];
const STRINGS = [
  '',
  ' ',
  'a',
  'Maria\u0000Santos',
  '\u202Egnp.exe',
  'x'.repeat(70_000),
  "'; DROP TABLE patients; --",
  '%00',
  '2026-02-30',
  '9999-12-31T99:99',
  '-1',
  '1e309',
  'NaN',
  '{"version":',
  '[]',
  '\uD800',
  '=cmd|calc',
  'ADMIN',
  'superadmin',
  'completed',
  'cash',
  'paid',
  'Strong#Pass1',
  'a@b.co',
  '\t\n\r',
  '😀'.repeat(500),
];

function value(generator: ReturnType<typeof random>, depth: number): unknown {
  const kind = generator.pick(['string', 'number', 'boolean', 'null', 'array', 'object', 'string', 'number']);
  switch (kind) {
    case 'string':
      return generator.pick(STRINGS);
    case 'number':
      return generator.pick([0, -1, 1, 2 ** 31, 2 ** 53 + 1, 1.5, -0.01, 1e308, 12345678901.99]);
    case 'boolean':
      return generator.next() < 0.5;
    case 'null':
      return null;
    case 'array':
      return depth > 2
        ? []
        : Array.from({ length: Math.floor(generator.next() * 4) }, () => value(generator, depth + 1));
    default:
      return depth > 2 ? {} : objectValue(generator, depth + 1);
  }
}

function objectValue(generator: ReturnType<typeof random>, depth: number): Record<string, unknown> {
  const entries = Array.from({ length: 1 + Math.floor(generator.next() * 6) }, () => [
    generator.pick(FIELD_NAMES),
    value(generator, depth),
  ]);
  return Object.fromEntries(entries);
}

type Body = { payload?: string | Buffer; headers: Record<string, string> };

/** One request body: JSON of any shape, broken JSON, a form, multipart with odd parts, or nothing. */
function body(generator: ReturnType<typeof random>): Body {
  const json = { 'content-type': 'application/json' };
  switch (generator.pick(['json', 'json', 'json', 'broken', 'form', 'multipart', 'multipart', 'empty', 'type'])) {
    case 'json':
      return {
        payload: JSON.stringify(generator.next() < 0.8 ? objectValue(generator, 0) : value(generator, 0)),
        headers: json,
      };
    case 'broken':
      return { payload: generator.pick(['{', '{"a":', 'nul', '[1,]', '{"a":"\\u00"}', '\u0000']), headers: json };
    case 'form':
      return {
        payload: new URLSearchParams({
          username: String(generator.pick(STRINGS)),
          password: String(generator.pick(STRINGS)),
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    case 'multipart': {
      const patientIn =
        generator.next() < 0.5
          ? JSON.stringify(buildPatientInput({ first_name: String(generator.pick(STRINGS)) }))
          : String(generator.pick(STRINGS));
      const files =
        generator.next() < 0.5 ? [{ name: String(generator.pick(STRINGS)) || 'a.pdf', content: PDF(64) }] : [];
      const multipart = multipartBody(patientIn, files);
      const cut =
        generator.next() < 0.3
          ? multipart.payload.subarray(0, Math.floor(multipart.payload.length * generator.next()))
          : multipart.payload;
      return { payload: cut, headers: multipart.headers };
    }
    case 'empty':
      return { headers: {} };
    default:
      return {
        payload: 'plain text',
        headers: { 'content-type': generator.pick(['text/plain', 'application/xml', 'multipart/form-data']) },
      };
  }
}

describe('every write endpoint under fuzzed input', () => {
  it(`answers ${PAYLOADS_PER_ROUTE} odd payloads each without a 5xx, always with a detail, and refusals write no row`, async () => {
    // Signing out (this session, or one named by its id) would end the caller's session midway.
    const signOuts = ['/api/v1/auth/logout', '/api/v1/auth/sessions/:id'];
    const routes = t.app.apiRoutes.filter(
      (route) => ['POST', 'PUT', 'DELETE', 'PATCH'].includes(route.method) && !signOuts.includes(route.url),
    );
    expect(routes.length).toBeGreaterThan(10);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    // The recorder sees writes: a patient created now is recorded. Nothing else writes meanwhile.
    await createPatient(t, superadmin.token);
    expect(await takeRowWrites()).toContain('INSERT patients');
    for (const [index, route] of routes.entries()) {
      const generator = random(SEED_OFFSET + index + 1);
      for (let attempt = 0; attempt < PAYLOADS_PER_ROUTE; attempt += 1) {
        const id = generator.pick([String(patientId), '1', '0', '-1', 'abc', '99999999999999999999', '1.5']);
        const url = route.url.replace(/:[a-zA-Z]+/g, id);
        const request = body(generator);
        const response = await t.app.inject({
          method: route.method as 'POST',
          url,
          payload: request.payload,
          headers: { ...request.headers, authorization: `Bearer ${superadmin.token}` },
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const ok = response.statusCode < 400;
        const wellFormed = ok || (response.statusCode < 500 && errorResponseSchema.safeParse(response.json()).success);
        if (!wellFormed)
          failures.push(`${route.method} ${url} #${attempt}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        const written = await takeRowWrites();
        if (!ok && written.length > 0)
          failures.push(`${route.method} ${url} #${attempt}: ${response.statusCode} wrote ${written.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    // The caller's session lived through it all, so the payloads reached the handlers.
    expect((await t.api({ method: 'GET', url: '/users/me', token: superadmin.token })).statusCode).toBe(200);
    expect(statuses.get(422)).toBeGreaterThan(PAYLOADS_PER_ROUTE);
    expect(statuses.get(400)).toBeGreaterThan(PAYLOADS_PER_ROUTE);
  }, 600_000);
});

type Location = (string | number)[];
/** One string of a valid request, where the server names it, and how to put a bad text in its place. */
interface StringField {
  loc: Location;
  /** Whether it travels as JSON, the only form in which a lone surrogate can be written (as `\ud800`). */
  inJson: boolean;
  request(text: string): InjectOptions;
}

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

/** Every string inside `value` with its path, nested objects and arrays included. */
function stringLeaves(value: unknown, path: Location = []): Location[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((entry, index) => stringLeaves(entry, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, entry]) => stringLeaves(entry, [...path, key]));
  }
  return [];
}

/** `value` with the string at `path` followed by `text`. */
function withText<Value>(value: Value, path: Location, text: string): Value {
  const copy = structuredClone(value);
  const parent = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>((node, key) => node[key] as never, copy as never);
  const last = path.at(-1)!;
  parent[last] = `${parent[last] as string}${text}`;
  return copy;
}

/** Every string a valid request carries: path text, query, JSON, form and multipart fields, nested ones too. */
function stringFields(method: string, valid: ValidWriteRequest): StringField[] {
  const fields: StringField[] = [];
  for (const [name, text] of Object.entries(valid.pathText ?? {})) {
    const at = `/${encodeURIComponent(text)}`;
    fields.push({
      loc: ['path', name],
      inJson: false,
      request: (bad) =>
        injected(method, { ...valid, url: valid.url.replace(at, `/${encodeURIComponent(text + bad)}`) }, {}),
    });
  }
  for (const [carrier, location] of [
    ['query', 'query'],
    ['json', 'body'],
    ['form', 'body'],
    ['multipart', 'body'],
  ] as const) {
    const checked = valid[carrier];
    if (!checked) continue;
    for (const path of stringLeaves(checked.values)) {
      fields.push({
        loc: [location, ...path],
        // A multipart field holding JSON (path deeper than the field) carries escapes as JSON does.
        inJson: carrier === 'json' || (carrier === 'multipart' && path.length > 1),
        request: (bad) =>
          injected(method, valid, { [carrier]: { ...checked, values: withText(checked.values, path, bad) } }),
      });
    }
  }
  return fields;
}

/**
 * Who sends a route's requests: SUPERADMIN, or a DOCTOR for a route only a doctor may call
 * (writing a prescription), so that the request reaches its schema.
 */
async function callersByRoute(): Promise<(route: string) => SignedInUser> {
  const doctor = await t.signIn('DOCTOR');
  return (route) => {
    const rule = ROUTE_CAPABILITIES[route];
    const capability = typeof rule === 'object' && 'walkedAs' in rule ? rule.walkedAs : rule;
    const doctorsOnly =
      typeof capability === 'string' && capability in CAPABILITIES && !can('SUPERADMIN', capability as Capability);
    return doctorsOnly ? doctor : superadmin;
  };
}

describe('every write endpoint, from a valid request with one bad string', () => {
  it('answers 422 naming the field for a NUL or a lone surrogate in any string, nested ones included, and writes no row', async () => {
    const requests = validWriteRequests(await createRecordIds(t, superadmin));
    const callerOf = await callersByRoute();
    const writeRoutes = t.app.apiRoutes
      .filter((route) => ['POST', 'PUT', 'DELETE', 'PATCH'].includes(route.method))
      .map((route) => `${route.method} ${route.url}`);
    // A new write route needs its valid request, or this test would not send it.
    expect(Object.keys(requests).sort()).toEqual([...new Set(writeRoutes)].sort());
    await takeRowWrites();
    const failures: string[] = [];
    let sent = 0;
    for (const [route, valid] of Object.entries(requests)) {
      if (!valid) continue;
      const method = route.split(' ')[0]!;
      for (const carrier of [valid.query, valid.json, valid.form, valid.multipart]) {
        if (carrier) expect(carrier.schema.safeParse(carrier.values).error, route).toBeUndefined();
      }
      for (const field of stringFields(method, valid)) {
        for (const bad of field.inJson ? [NUL, LONE_SURROGATE] : [NUL]) {
          const request = field.request(bad);
          const response = await t.app.inject({
            ...request,
            headers: { ...request.headers, authorization: `Bearer ${callerOf(route).token}` },
          });
          sent += 1;
          const expected = {
            detail: [{ loc: field.loc, msg: TEXT_MESSAGES.notWellFormed, type: NOT_WELL_FORMED_TEXT }],
          };
          if (response.statusCode !== 422 || JSON.stringify(response.json()) !== JSON.stringify(expected)) {
            failures.push(
              `${route} ${JSON.stringify(field.loc)} ${JSON.stringify(bad)}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
      const written = await takeRowWrites();
      if (written.length > 0) failures.push(`${route} wrote ${written.join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  });
});
