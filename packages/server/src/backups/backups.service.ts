import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  BACKUP_MESSAGES,
  BACKUP_NAME_PATTERN,
  DOWNLOAD_LINK_SECONDS,
  type Backup,
  type BackupStatus,
} from '@clinic/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { openBackup, type BackupManifest } from './backup-format.ts';
import { BackupBusyError, takeBackup } from './take-backup.ts';

/** The finished backups in `directory`, newest first. */
async function backupNames(directory: string): Promise<string[]> {
  return (await fs.promises.readdir(directory).catch(() => [] as string[]))
    .filter((name) => BACKUP_NAME_PATTERN.test(name))
    .sort()
    .reverse();
}

/** When the newest finished backup in `directory` was taken; undefined when there is none (health, metrics). */
export async function newestBackupTakenAt(directory: string): Promise<Date | undefined> {
  const [newest] = await backupNames(directory);
  return newest === undefined ? undefined : takenAtOf(newest);
}

export interface BackupsServiceDependencies {
  database: DatabaseHandle;
  storage: FileStorage;
  backupKey: Buffer;
  archiveKey: Buffer;
  directory: string;
  keep: number;
  /** How old the newest backup may grow before the schedule takes another; undefined: never. */
  everyMs: number | undefined;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** A partial file older than this was left by a run that died; a live run writes continually. */
const ABANDONED_PARTIAL_MS = 60 * 60_000;

/** `backup-20261123T053000Z.clinicbackup`: sorts by time, and the time reads back from it. */
export function backupName(takenAt: Date): string {
  return `backup-${takenAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}.clinicbackup`;
}

function takenAtOf(name: string): Date {
  const stamp = name.slice('backup-'.length, -'.clinicbackup'.length);
  return new Date(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
}

export function createBackupsService(deps: BackupsServiceDependencies) {
  const { directory, clock, log } = deps;
  // Manifests by name and size: a finished backup never changes, so each is read once.
  const manifests = new Map<string, BackupManifest>();
  const linkSecret = createHmac('sha256', deps.archiveKey).update('backup-download-links').digest();
  let status: BackupStatus = { state: 'idle', phase: null, started_at: null, progress: 0, name: null, error: null };
  let running: Promise<void> | undefined;
  // A due-check under way: closing the server right after it starts waits for it too.
  let checking: Promise<void> | undefined;

  const names = () => backupNames(directory);

  async function manifestOf(name: string, size: number): Promise<BackupManifest | undefined> {
    const cacheKey = `${name}:${size}`;
    const cached = manifests.get(cacheKey);
    if (cached) return cached;
    try {
      const backup = await openBackup(path.join(directory, name), deps.backupKey);
      await backup.close();
      manifests.set(cacheKey, backup.manifest);
      return backup.manifest;
    } catch {
      // Sealed under an earlier key, or damaged after it was written: listed without its counts.
      return undefined;
    }
  }

  async function list(): Promise<Backup[]> {
    const backups: Backup[] = [];
    for (const name of await names()) {
      const stats = await fs.promises.stat(path.join(directory, name)).catch(() => undefined);
      if (!stats) continue;
      const manifest = await manifestOf(name, stats.size);
      backups.push({
        name,
        taken_at: takenAtOf(name).toISOString(),
        size_bytes: stats.size,
        row_counts: manifest?.tables ?? {},
        file_count: manifest ? Object.keys(manifest.files).length : 0,
      });
    }
    return backups;
  }

  /** Removes the partial files of runs that died (a live run writes continually); answers how many. */
  async function removeAbandonedPartials(): Promise<number> {
    const cutoff = clock().getTime() - ABANDONED_PARTIAL_MS;
    let removed = 0;
    for (const name of await fs.promises.readdir(directory).catch(() => [] as string[])) {
      if (!name.endsWith('.partial')) continue;
      const stats = await fs.promises.stat(path.join(directory, name)).catch(() => undefined);
      if (stats && stats.mtimeMs < cutoff) {
        await fs.promises.rm(path.join(directory, name), { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  async function prune(): Promise<void> {
    for (const name of (await names()).slice(deps.keep)) {
      await fs.promises.rm(path.join(directory, name), { force: true });
    }
    await removeAbandonedPartials();
  }

  const newestIsFresh = async () => {
    const [newest] = await names();
    return newest !== undefined && clock().getTime() - takenAtOf(newest).getTime() < (deps.everyMs ?? Infinity);
  };

  /** Runs one backup; `scheduled` runs skip when another server took one meanwhile. */
  async function run(scheduled: boolean): Promise<void> {
    const takenAt = clock();
    status = {
      state: 'running',
      phase: 'tables',
      started_at: takenAt.toISOString(),
      progress: 0,
      name: null,
      error: null,
    };
    // Tables are quick beside the files: a fifth of the bar, files three quarters, the check the rest.
    const weights = { tables: [0, 0.2], files: [0.2, 0.75], verifying: [0.95, 0.05] } as const;
    try {
      const written = await takeBackup({
        ...deps,
        name: backupName(takenAt),
        takenAt,
        stillNeeded: scheduled ? async () => !(await newestIsFresh()) : undefined,
        onProgress(phase, done, total) {
          const [start, share] = weights[phase];
          status = { ...status, phase, progress: start + (total === 0 ? share : (share * done) / total) };
        },
      });
      status = {
        ...status,
        state: 'succeeded',
        phase: null,
        progress: 1,
        name: written ? path.basename(written) : null,
      };
      if (written) log.info('backup written');
      await prune();
    } catch (error) {
      const busy = error instanceof BackupBusyError;
      status = {
        ...status,
        state: busy ? 'idle' : 'failed',
        phase: null,
        error: busy ? BACKUP_MESSAGES.busyElsewhere : BACKUP_MESSAGES.failed,
      };
      if (!busy) log.error({ err: error }, 'backup failed');
    }
  }

  function start(scheduled: boolean): boolean {
    if (running) return false;
    running = run(scheduled).finally(() => {
      running = undefined;
    });
    return true;
  }

  const signature = (body: string) => createHmac('sha256', linkSecret).update(body).digest('base64url');

  return {
    list,
    removeAbandonedPartials,
    status: (): BackupStatus => status,
    /** Starts a backup now; refused while one runs on this server. */
    startNow() {
      if (!start(false)) throw new AppError(409, BACKUP_MESSAGES.alreadyRunning);
    },
    /** Takes a backup when the newest is older than the interval; called at start and on a timer. */
    backUpIfDue(): Promise<void> {
      checking = (async () => {
        if (deps.everyMs === undefined || running || (await newestIsFresh())) return;
        start(true);
      })();
      return checking;
    },
    /** Waits for a check and a backup in progress (closing the server, tests). */
    idle: async () => {
      await checking?.catch(() => {});
      await running;
    },
    async downloadToken(name: string): Promise<string> {
      if (!(await names()).includes(name)) throw new AppError(404, BACKUP_MESSAGES.notFound);
      const body = `${name}.${Math.floor(clock().getTime() / 1000) + DOWNLOAD_LINK_SECONDS}`;
      return `${body}.${signature(body)}`;
    },
    /** The backup a genuine, unexpired download token names, as a stream. */
    async openDownload(token: string): Promise<{ name: string; size: number; stream: fs.ReadStream }> {
      const match = /^(backup-\d{8}T\d{6}Z\.clinicbackup)\.(\d+)\.([\w-]+)$/.exec(token);
      const expected = match ? Buffer.from(signature(`${match[1]}.${match[2]}`)) : undefined;
      const given = Buffer.from(match?.[3] ?? '');
      if (
        !match ||
        !expected ||
        expected.length !== given.length ||
        !timingSafeEqual(expected, given) ||
        Number(match[2]) < Math.floor(clock().getTime() / 1000)
      ) {
        throw new AppError(404, BACKUP_MESSAGES.notFound);
      }
      const name = match[1]!;
      const stats = await fs.promises.stat(path.join(directory, name)).catch(() => undefined);
      if (!stats) throw new AppError(404, BACKUP_MESSAGES.notFound);
      return { name, size: stats.size, stream: fs.createReadStream(path.join(directory, name)) };
    },
  };
}

export type BackupsService = ReturnType<typeof createBackupsService>;
