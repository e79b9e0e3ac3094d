import type { FastifyInstance } from 'fastify';
import type { BackupsService } from './backups.service.ts';

/** How often a server looks whether a backup is due, at most. */
const CHECK_EVERY_MS = 10 * 60_000;

/**
 * At start and then on a timer that never keeps the process alive, takes a backup when the newest
 * is older than the interval; the backup's advisory lock lets one server of several run it.
 */
export function scheduleBackups(app: FastifyInstance, backups: BackupsService, everyMs: number | undefined): void {
  if (everyMs === undefined) return;
  let timer: NodeJS.Timeout | undefined;
  const check = () =>
    void backups.backUpIfDue().catch((error: unknown) => app.log.error({ err: error }, 'backup check failed'));
  app.addHook('onReady', async () => {
    check();
    timer = setInterval(check, Math.min(everyMs, CHECK_EVERY_MS)).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
