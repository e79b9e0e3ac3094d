/**
 * The floor the API is measured against: plain `node:http` and `pg`, no framework, each request
 * answered by one SQL statement that checks the session, reads the rows, shapes the JSON in
 * PostgreSQL and (for a profile) records the view. It is what the same answers cost at the least.
 *
 *   node --import tsx packages/server/scripts/bench-api-floor.ts <database url> <port>
 */
import http from 'node:http';
import { hashToken } from '../src/auth/secrets.ts';
import pg from 'pg';

const [databaseUrl, port] = process.argv.slice(2);
if (!databaseUrl || !port) throw new Error('usage: bench-api-floor.ts <database url> <port>');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 16 });
pool.on('error', () => {});

const SESSION = `
  WITH caller AS (
    SELECT u.id, u.full_name, u.role FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.is_active)`;

/** Each route: its statement (session hash first) and how its parameters come from the URL. */
const ROUTES: { pattern: RegExp; text: string; params: (match: RegExpExecArray, url: URL) => unknown[] }[] = [
  {
    pattern: /^\/api\/v1\/patients\/(\d+)$/,
    params: (match) => [Number(match[1])],
    text: `${SESSION},
      viewed AS (
        INSERT INTO audit_events (patient_id, entity, entity_id, action, actor_user_id, actor_name, actor_role)
        SELECT $2::int, 'patient', ($2::int)::text, 'view', caller.id, caller.full_name, caller.role FROM caller)
      SELECT json_build_object(
        'patient', to_json(p),
        'attachments', (SELECT coalesce(json_agg(a ORDER BY a.uploaded_at, a.id), '[]')
                        FROM patient_attachments a WHERE a.patient_id = p.id)) AS body
      FROM patients p WHERE p.id = $2::int AND EXISTS (SELECT 1 FROM caller)`,
  },
  {
    pattern: /^\/api\/v1\/patients\/?$/,
    params: () => [],
    text: `${SESSION},
      page AS (SELECT * FROM patients ORDER BY created_at DESC, id DESC LIMIT 10)
      SELECT json_build_object(
        'items', (SELECT coalesce(json_agg(page), '[]') FROM page),
        'totals', (SELECT json_build_object('total', count(*), 'male', count(*) FILTER (WHERE sex = 'M'),
                                            'female', count(*) FILTER (WHERE sex = 'F')) FROM patients)) AS body
      WHERE EXISTS (SELECT 1 FROM caller)`,
  },
  {
    pattern: /^\/api\/v1\/procedures\/?$/,
    params: (_match, url) => [url.searchParams.get('start_date')],
    text: `${SESSION},
      month AS (SELECT * FROM procedures
                WHERE start_datetime >= ($2::date)::timestamp AT TIME ZONE 'Asia/Manila'
                  AND start_datetime < (($2::date) + INTERVAL '1 month')::timestamp AT TIME ZONE 'Asia/Manila'),
      page AS (SELECT m.*, p.first_name, p.last_name, t.amount FROM month m
               JOIN patients p ON p.id = m.patient_id
               LEFT JOIN procedure_transactions t ON t.procedure_id = m.id
               ORDER BY m.start_datetime DESC, m.id DESC LIMIT 10)
      SELECT json_build_object('items', (SELECT coalesce(json_agg(page), '[]') FROM page),
                               'total', (SELECT count(*) FROM month)) AS body
      WHERE EXISTS (SELECT 1 FROM caller)`,
  },
  {
    pattern: /^\/api\/v1\/procedure-transactions$/,
    params: (_match, url) => [url.searchParams.get('start_date'), url.searchParams.get('end_date')],
    text: `${SESSION},
      month AS (SELECT * FROM procedure_transactions WHERE payment_date BETWEEN $2::date AND $3::date),
      page AS (SELECT m.*, p.first_name, p.last_name, pr.name AS procedure_name FROM month m
               JOIN patients p ON p.id = m.patient_id JOIN procedures pr ON pr.id = m.procedure_id
               ORDER BY m.payment_date DESC, m.id DESC LIMIT 10)
      SELECT json_build_object('items', (SELECT coalesce(json_agg(page), '[]') FROM page),
                               'total', (SELECT count(*) FROM month),
                               'amount', (SELECT coalesce(sum(amount), 0) FROM month)) AS body
      WHERE EXISTS (SELECT 1 FROM caller)`,
  },
];

function send(response: http.ServerResponse, status: number, body: string): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

async function answer(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://floor');
  if (url.pathname === '/api/v1/health') {
    await pool.query('SELECT 1');
    return send(response, 200, '{"status":"ok","database":"postgres"}');
  }
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  for (const route of ROUTES) {
    const match = route.pattern.exec(url.pathname);
    if (!match) continue;
    if (!token) return send(response, 401, '{"detail":"Not authenticated"}');
    const result = await pool.query<{ body: unknown }>(route.text, [hashToken(token), ...route.params(match, url)]);
    const row = result.rows[0];
    return row ? send(response, 200, JSON.stringify(row.body)) : send(response, 401, '{"detail":"Not authenticated"}');
  }
  send(response, 404, '{"detail":"Not Found"}');
}

http
  .createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      console.error(error);
      send(response, 500, '{"detail":"Internal Server Error"}');
    });
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`floor listening on ${port}`));
