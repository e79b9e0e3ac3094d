import net from 'node:net';
import { once } from 'node:events';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isTextRefusal } from './database-errors.ts';

/** A local port, listening with `onConnection` until the returned close is called. */
async function localServer(onConnection: (socket: net.Socket) => void) {
  const server = net.createServer(onConnection);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** What node-postgres rejects a query with, against a server at `port`. */
async function pgFailure(port: number): Promise<unknown> {
  const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'clinic', database: 'clinic' });
  pool.on('error', () => {});
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
  throw new Error('the query did not fail');
}

/** As Drizzle wraps a driver's error. */
const wrapped = (cause: unknown) => new Error('Failed query: SELECT 1', { cause });

describe('isDatabaseUnavailable', () => {
  it('knows a stopped server: the connection is refused', async () => {
    const stopped = await localServer(() => {});
    await stopped.close();
    const refused = await pgFailure(stopped.port);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(refused))).toBe(true);
  });

  it('knows a connection the server drops', async () => {
    const dropping = await localServer((socket) => socket.destroy());
    try {
      expect(isDatabaseUnavailable(wrapped(await pgFailure(dropping.port)))).toBe(true);
    } finally {
      await dropping.close();
    }
  });

  it.each(['08006', '08001', '57P01', '57P03', '53300'])('knows SQLSTATE %s', (code) => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('refused'), { code })))).toBe(true);
  });

  it('knows every address of a failed connect refused', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([refused], 'connect failed'))).toBe(true);
  });

  it('leaves a query the database refused for its content alone', () => {
    for (const code of ['23505', '22P02', '42601']) {
      expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('refused'), { code })))).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });
});

describe('isTextRefusal', () => {
  it('knows the SQLSTATEs of text the database cannot take, and only those', () => {
    const refusal = (code: string) => wrapped(Object.assign(new Error('refused'), { code }));
    expect(['22P02', '22021', '22P05'].map((code) => isTextRefusal(refusal(code)))).toEqual([true, true, true]);
    expect(['23505', '08006', '22003'].map((code) => isTextRefusal(refusal(code)))).toEqual([false, false, false]);
  });
});
