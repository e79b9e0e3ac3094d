import type { FastifyInstance } from 'fastify';

/**
 * Starts requests one per turn of the event loop, in the order they were read. The embedded
 * database answers in this thread, so a request started at once runs to its answer without
 * yielding; the requests read in one turn then run back to back in the order the kernel lists
 * their connections, which is not the order they came in: under load a connection that sent its
 * request just after a turn's poll is listed last in the next one and waits two turns' work.
 * Reading between any two starts keeps the queue in arrival order.
 */
export function registerArrivalOrder(app: FastifyInstance): void {
  const waiting: (() => void)[] = [];
  let starting = false;
  const startNext = () => {
    const start = waiting.shift();
    // The next turn is booked first, so the queue moves on whatever this request does.
    if (waiting.length > 0) setImmediate(startNext);
    else starting = false;
    start?.();
  };
  app.addHook('onRequest', (_request, _reply, done) => {
    waiting.push(done);
    if (starting) return;
    starting = true;
    setImmediate(startNext);
  });
}
