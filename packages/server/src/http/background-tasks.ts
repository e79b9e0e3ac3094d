import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the answer has been handed to the client (mail, mostly), so an answer takes
 * the same time whatever that work turns out to be. Failures are logged; `idle()` waits for all
 * of it, which shutting down does, and tests do before reading the outbox.
 */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();

  return {
    runAfterAnswer(name: string, task: () => Promise<void>): void {
      // setImmediate: the handler's answer is written first, then the task starts.
      const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },

    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
