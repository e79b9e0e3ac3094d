import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ROLES, type Role } from '@clinic/contracts';
import { buildBookingInput } from '@clinic/contracts/testing';
import { backupEnded } from '../testing/backups.ts';
import { ROUTE_CAPABILITIES, allowedBy } from '../testing/route-capabilities.ts';
import { signInEveryRole, useTestApp, type SignedInUser } from '../testing/test-app.ts';
import {
  createRecordIds,
  injected,
  validWriteRequests,
  type RecordIds,
  type ValidWriteRequest,
} from '../testing/valid-write-requests.ts';

/** The id of no row: a route past its role check answers 404 (or another refusal), never 403. */
const NO_ROW = '999999';
/** Signing out ends the caller's session, so each role walks it last. */
const SIGN_OUT = 'POST /api/v1/auth/logout';

let users: Record<Role, SignedInUser>;
let ids: RecordIds;
let requests: Record<string, ValidWriteRequest | null>;
const t = useTestApp();
beforeAll(async () => {
  users = await signInEveryRole(t);
  // Writes to a user or a practitioner profile aim at another account than any caller's.
  const other = await t.signIn('DOCTOR');
  ids = { ...(await createRecordIds(t, users.SUPERADMIN)), user: other.user.id };
  requests = validWriteRequests(ids);
});

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * Requests within the route's own rule where the write table's valid one carries content a further
 * rule guards; the features' tests check those rules.
 */
function withinTheRouteRule(caller: SignedInUser): Record<string, InjectOptions> {
  const json = (method: 'POST' | 'PUT', path: string, payload: object) => ({ method, url: `/api/v1${path}`, payload });
  const draft = { patient_id: ids.patient, lines: [{ kind: 'service', service_id: ids.service }] };
  return {
    // Clinical content needs procedure.write too (front-desk-booking.int.test.ts).
    'POST /api/v1/procedures/': json('POST', '/procedures/', buildBookingInput(ids.patient)),
    'PUT /api/v1/procedures/:id': json('PUT', `/procedures/${ids.procedure}`, { name: 'Renamed' }),
    // A free-text line needs invoice.freeTextLine too (invoices.int.test.ts).
    'POST /api/v1/invoices': json('POST', '/invoices', draft),
    'PUT /api/v1/invoices/:id': json('PUT', `/invoices/${NO_ROW}`, draft),
    // A note is edited and signed by its author, co-signed by its doctor (notes.int.test.ts).
    'PUT /api/v1/notes/:id': json('PUT', `/notes/${NO_ROW}`, { sections: { Subjective: 'Dry skin' } }),
    'POST /api/v1/notes/:id/sign': json('POST', `/notes/${NO_ROW}/sign`, { password: caller.password }),
    'POST /api/v1/notes/:id/cosign': json('POST', `/notes/${NO_ROW}/cosign`, { password: caller.password }),
    // One's own password only (auth.routes.int.test.ts).
    'POST /api/v1/users/change-password': json('POST', '/users/change-password', {
      userId: caller.user.id,
      oldPassword: caller.password,
      newPassword: 'Another#2026pass',
    }),
  };
}

/** A request of the route: within its own rule, else the write table's valid one, else its path with ids of no row. */
function requestOf(route: { method: string; url: string }, caller: SignedInUser): InjectOptions {
  const own = withinTheRouteRule(caller)[key(route)];
  if (own) return own;
  const valid = requests[key(route)];
  if (valid) return injected(route.method, valid);
  return { method: route.method as 'GET', url: route.url.replace(/:[a-zA-Z]+/g, NO_ROW) };
}

describe('the route capability table', () => {
  it('names every route, and as public exactly the routes the guard leaves open', () => {
    const routes = t.app.apiRoutes.map(key);
    expect(Object.keys(ROUTE_CAPABILITIES).sort()).toEqual([...new Set(routes)].sort());
    for (const route of t.app.apiRoutes) {
      expect(ROUTE_CAPABILITIES[key(route)] === 'public', key(route)).toBe(route.public);
    }
  });

  it.each(ROLES)('refuses %s with 403 on every route it lacks the capability for, and only there', async (role) => {
    const guarded = t.app.apiRoutes
      .filter((route) => !route.public)
      .sort((a, b) => Number(key(a) === SIGN_OUT) - Number(key(b) === SIGN_OUT));
    const failures: string[] = [];
    for (const route of guarded) {
      const rule = ROUTE_CAPABILITIES[key(route)];
      if (rule === undefined || rule === 'public') continue;
      const request = requestOf(route, users[role]);
      const response = await t.app.inject({
        ...request,
        headers: { ...(request.headers as object), authorization: `Bearer ${users[role].token}` },
      });
      const right = allowedBy(rule, role)
        ? response.statusCode !== 403 && response.statusCode !== 401
        : response.statusCode === 403;
      if (!right) {
        failures.push(`${key(route)}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
      if (key(route) === 'POST /api/v1/backups' && response.statusCode === 202) {
        await backupEnded(t, users[role].token);
      }
    }
    expect(failures).toEqual([]);
  });
});
