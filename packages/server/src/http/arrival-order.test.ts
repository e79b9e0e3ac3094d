import { Worker } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerArrivalOrder } from './arrival-order.ts';

/** Slots of the memory shared with the client: the request the server is working on, and releases. */
const WORKING_ON = 0;
const RELEASES = 1;
const WAIT_MS = 10_000;
const WARM_UP = 100;

/**
 * The client, in a thread of its own so it can send while the server's thread is busy. Requests
 * are numbered; the server works on one until the client releases it, as a request on the embedded
 * database keeps the thread until it is answered.
 */
const CLIENT = `
const { workerData, parentPort } = require('node:worker_threads');
const net = require('node:net');
const { port, shared, warmUp } = workerData;
const state = new Int32Array(shared);
const connect = () => new Promise((resolve) => { const socket = net.connect(port, '127.0.0.1', () => resolve(socket)); });
const send = (socket, n) => new Promise((resolve) => socket.write('GET /work?n=' + n + ' HTTP/1.1\\r\\nHost: test\\r\\n\\r\\n', resolve));
const answered = (socket, n) => new Promise((resolve) => {
  let text = '';
  const read = (chunk) => { text += chunk; if (text.endsWith(String(n))) { socket.off('data', read); resolve(); } };
  socket.on('data', read);
});
const whenWorkingOnOtherThan = (n) => {
  for (let seen = Atomics.load(state, ${WORKING_ON}); seen === n; seen = Atomics.load(state, ${WORKING_ON})) {
    if (Atomics.wait(state, ${WORKING_ON}, seen, ${WAIT_MS}) === 'timed-out') throw new Error('the server stayed on ' + n);
  }
  return Atomics.load(state, ${WORKING_ON});
};
const release = () => { Atomics.add(state, ${RELEASES}, 1); Atomics.notify(state, ${RELEASES}); };
(async () => {
  const [first, second, third] = [await connect(), await connect(), await connect()];
  for (const [index, socket] of [first, second, third].entries()) {
    const n = warmUp + index;
    const reply = answered(socket, n);
    await send(socket, n);
    await reply;
  }
  await send(third, 1);
  whenWorkingOnOtherThan(0);
  // Both arrive while the server is busy, so it reads them in one turn.
  await send(first, 2);
  await send(second, 3);
  release();
  whenWorkingOnOtherThan(1);
  await send(third, 4);
  release();
  whenWorkingOnOtherThan(2);
  // Sent after request 4, on a connection the kernel lists before request 4's.
  await send(first, 5);
  release();
  let current = 3;
  for (let left = 2; left > 0; left -= 1) {
    current = whenWorkingOnOtherThan(current);
    release();
  }
  for (const socket of [first, second, third]) socket.destroy();
  parentPort.postMessage('done');
})();
`;

describe('registerArrivalOrder', () => {
  let app: FastifyInstance | undefined;
  let client: Worker | undefined;

  afterEach(async () => {
    await client?.terminate();
    await app?.close();
  });

  it('starts requests in the order they came, though the kernel lists their connections otherwise', async () => {
    const shared = new SharedArrayBuffer(8);
    const state = new Int32Array(shared);
    const started: number[] = [];
    let allStarted: () => void = () => {};
    const done = new Promise<void>((resolve) => (allStarted = resolve));

    app = Fastify();
    registerArrivalOrder(app);
    app.get<{ Querystring: { n: string } }>('/work', (request, reply) => {
      const n = Number(request.query.n);
      if (n >= WARM_UP) return reply.send(String(n));
      started.push(n);
      const releases = Atomics.load(state, RELEASES);
      Atomics.store(state, WORKING_ON, n);
      Atomics.notify(state, WORKING_ON);
      // Busy until released, as a request on the embedded database keeps this thread.
      if (Atomics.wait(state, RELEASES, releases, WAIT_MS) === 'timed-out') throw new Error(`${n} was never released`);
      if (started.length === 5) allStarted();
      return reply.send(String(n));
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };

    client = new Worker(CLIENT, { eval: true, workerData: { port, shared, warmUp: WARM_UP } });
    await done;

    expect(started).toEqual([1, 2, 3, 4, 5]);
  });
});
