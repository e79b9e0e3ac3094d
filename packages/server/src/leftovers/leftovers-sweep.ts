import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { sweepOrphanFiles } from '../storage/orphan-files.ts';
import type { BackupsService } from '../backups/backups.service.ts';

export const LEFTOVERS_SWEEP_JOB = 'sweep-leftovers';

/** Each sweep removes what is over an hour old, so a crash's leftovers are gone within two. */
export const LEFTOVERS_SWEEP_EVERY_MS = 60 * 60_000;

interface LeftoversSweepDependencies {
  db: Database;
  storage: FileStorage;
  backups: Pick<BackupsService, 'removeAbandonedPartials'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * The hourly job that removes what a crash (kill -9, power loss) leaves behind: stored files no
 * record refers to, pending-file rows, and partial backups. A recurring job of the runner, so one
 * server of several sweeps at a time, whether or not any server restarts.
 */
export function createLeftoversSweep(deps: LeftoversSweepDependencies): JobHandler {
  return {
    everyMs: LEFTOVERS_SWEEP_EVERY_MS,
    async run() {
      const files = await sweepOrphanFiles(deps.db, deps.storage, deps.clock());
      const partialBackups = await deps.backups.removeAbandonedPartials();
      if (files.length > 0 || partialBackups > 0) {
        deps.log.info({ files: files.length, partialBackups }, 'removed what a crash left behind');
      }
    },
  };
}
