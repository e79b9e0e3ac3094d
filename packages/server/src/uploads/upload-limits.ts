import { randomUUID } from 'node:crypto';
import { BYTES_PER_MB, UPLOAD_MESSAGES, can } from '@clinic/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { AppError, forbidden, tooManyRequests, unauthorized } from '../http/app-error.ts';
import { currentUser } from '../http/auth-guard.ts';
import type { UploadGate } from '../http/upload-gate.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { createUploadUsageRepository } from './upload-usage.repository.ts';

const HOUR_MS = 60 * 60_000;

export interface UploadLimits {
  /** Megabytes each account may upload in any hour (a rolling hour), over every upload route. */
  megabytesPerHour: number;
  /** Uploads stop while the files' disk has less free than this. */
  minFreeDiskMegabytes: number;
}

interface UploadLimitsDependencies {
  db: Database;
  storage: Pick<FileStorage, 'freeBytes'>;
  clock: Clock;
  limits: UploadLimits;
}

/**
 * The gate every multipart file part passes (see `http/upload-gate.ts`): the kiosk sends no
 * files, each account's bytes of the last hour are counted in the database as they arrive, and
 * nothing is taken while the disk is nearly full. A request that fails forgets its bytes before
 * it is answered: it stored nothing.
 */
export function registerUploadLimits(app: FastifyInstance, { db, storage, clock, limits }: UploadLimitsDependencies) {
  const usage = createUploadUsageRepository(db);
  const limitBytes = limits.megabytesPerHour * BYTES_PER_MB;
  const minFreeBytes = limits.minFreeDiskMegabytes * BYTES_PER_MB;
  /** The key of each request that has bytes counted. */
  const requestKeys = new WeakMap<FastifyRequest, string>();

  const gate: UploadGate = {
    checkSender(request) {
      const sender = request.sessionUser;
      if (sender && !can(sender.role, 'files.send')) throw forbidden(UPLOAD_MESSAGES.filesNotAllowed);
    },

    async admitFile(request) {
      // Files come from accounts: their bytes are counted per account.
      if (!request.sessionUser) throw unauthorized();
      gate.checkSender(request);
      const free = await storage.freeBytes();
      if (free !== undefined && free < minFreeBytes) throw new AppError(507, UPLOAD_MESSAGES.diskFull);
    },

    async received(request, bytes) {
      if (bytes === 0) return;
      const requestKey = requestKeys.get(request) ?? randomUUID();
      requestKeys.set(request, requestKey);
      const answer = await usage.count({
        requestKey,
        userId: currentUser(request).id,
        bytes,
        now: clock(),
        windowMs: HOUR_MS,
        limitBytes,
      });
      if (!answer.counted) {
        const seconds = Math.max(1, Math.ceil(answer.retryAfterMs / 1000));
        throw tooManyRequests(UPLOAD_MESSAGES.hourlyLimitReached(limits.megabytesPerHour, seconds), seconds * 1000);
      }
    },
  };

  app.decorate('uploadGate', gate);
  app.addHook('onSend', async (request, reply) => {
    const requestKey = requestKeys.get(request);
    if (requestKey === undefined || reply.statusCode < 400) return;
    requestKeys.delete(request);
    try {
      await usage.remove(requestKey);
    } catch (error) {
      // The bytes then count for their hour: the limit errs on the safe side.
      request.log.warn({ err: error }, 'could not forget the bytes of a failed upload');
    }
  });
}
