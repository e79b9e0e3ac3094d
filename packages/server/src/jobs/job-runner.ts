import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import type { Clock } from '../clock.ts';

export type JobRow = typeof jobs.$inferSelect;

/** A failure whose message is safe to keep and show: it names no patient and nothing a client sent. */
export class JobFailure extends Error {
  override name = 'JobFailure';
}

export interface JobHandler {
  run(job: JobRow): Promise<void>;
  /** Called, in the transaction that gives the job up, after its last attempt failed. */
  gaveUp?(tx: Transaction, job: JobRow, error: string): Promise<void>;
  /**
   * Makes the kind recurring: one job of it is planned when the runner starts, and after each run
   * (or its last failed attempt) it is due again this long after, never done.
   */
  everyMs?: number;
}

export interface JobRunnerOptions {
  db: Database;
  clock: Clock;
  handlers: Record<string, JobHandler>;
  log: { error(details: object, message: string): void };
  /** Time between looks for due jobs; 0 runs them only when asked (`runDue`, `wake`). */
  pollMs: number;
  batchSize?: number;
  maxAttempts?: number;
  /** How long a claimed job stays claimed: past this, a runner that died is taken to have failed it. */
  leaseMs?: number;
  /** The wait before attempt `attempt + 1`. */
  backoffMs?: (attempt: number) => number;
}

export const DEFAULT_MAX_ATTEMPTS = 4;

/** Namespace of the advisory locks under which a starting server plans a recurring kind. */
const RECURRING_LOCK = 5_071_002;

/** One minute, then four, then sixteen: a gateway that is down for a while gets time to come back. */
export const defaultBackoffMs = (attempt: number) => 60_000 * 4 ** (attempt - 1);

/** Puts a job on the table in the caller's transaction, so it exists only if the change does. */
export async function enqueueJob(db: Queryable, job: { kind: string; payload: object; runAt: Date }) {
  const [row] = await db.insert(jobs).values(job).returning();
  return row!;
}

/** Jobs not yet started are called off; one already running finishes. */
export async function cancelJobs(db: Queryable, ids: number[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(inArray(jobs.id, ids), eq(jobs.status, 'pending')));
}

const describe = (error: unknown) => (error instanceof JobFailure ? error.message : 'Unexpected error');

/**
 * Runs due jobs of the table. Each look claims a batch with `FOR UPDATE SKIP LOCKED` and marks it
 * running under a lease in one short transaction, then runs the handlers outside it: several
 * runners on one PostgreSQL never claim the same job, and PGlite is never held by a slow send.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, clock, handlers, log, pollMs } = options;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const kinds = Object.keys(handlers);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  // Woken while running: a job queued meanwhile may have missed this look, so look again at once.
  let lookAgain = false;
  let stopped = true;

  async function claim(): Promise<JobRow[]> {
    const now = clock();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.kind, kinds),
            lte(jobs.runAt, now),
            or(eq(jobs.status, 'pending'), and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now))),
          ),
        )
        .orderBy(asc(jobs.runAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedUntil: new Date(now.getTime() + leaseMs),
          updatedAt: now,
        })
        .where(
          inArray(
            jobs.id,
            due.map((job) => job.id),
          ),
        )
        .returning();
    });
  }

  /**
   * Plans each recurring kind that has no job waiting or running, due one period from now; the
   * lock keeps two servers starting at once from planning it twice.
   */
  async function planRecurring() {
    const now = clock();
    for (const [kind, handler] of Object.entries(handlers)) {
      if (handler.everyMs === undefined) continue;
      const runAt = new Date(now.getTime() + handler.everyMs);
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${RECURRING_LOCK}, hashtext(${kind}))`);
        const [planned] = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.kind, kind), inArray(jobs.status, ['pending', 'running'])))
          .limit(1);
        if (!planned) await enqueueJob(tx, { kind, payload: {}, runAt });
      });
    }
  }

  async function finish(job: JobRow, error: unknown) {
    const now = clock();
    const mine = and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));
    const everyMs = handlers[job.kind]?.everyMs;
    // A recurring job is due again a period on, its attempts counted afresh.
    const next =
      everyMs === undefined
        ? undefined
        : { status: 'pending' as const, attempts: 0, lockedUntil: null, runAt: new Date(now.getTime() + everyMs) };
    if (error === undefined) {
      const done = next ? { ...next, lastError: null } : { status: 'done' as const, lockedUntil: null };
      await db
        .update(jobs)
        .set({ ...done, updatedAt: now })
        .where(mine);
      return;
    }
    const message = describe(error);
    if (!(error instanceof JobFailure)) log.error({ err: error, job: job.id, kind: job.kind }, 'job failed');
    await db.transaction(async (tx) => {
      if (job.attempts >= maxAttempts && next) {
        // A recurring job is never given up: it tries again next period, showing why this one failed.
        await tx
          .update(jobs)
          .set({ ...next, lastError: message, updatedAt: now })
          .where(mine);
        return;
      }
      if (job.attempts >= maxAttempts) {
        const [given] = await tx
          .update(jobs)
          .set({ status: 'failed', lockedUntil: null, lastError: message, updatedAt: now })
          .where(mine)
          .returning();
        if (given) await handlers[job.kind]?.gaveUp?.(tx, given, message);
        return;
      }
      await tx
        .update(jobs)
        .set({
          status: 'pending',
          lockedUntil: null,
          lastError: message,
          runAt: new Date(now.getTime() + backoffMs(job.attempts)),
          updatedAt: now,
        })
        .where(mine);
    });
  }

  /** Runs every job due now, batch after batch; answers how many ran. */
  async function runDue(): Promise<number> {
    let count = 0;
    for (;;) {
      const claimed = await claim();
      for (const job of claimed) {
        let failure: unknown;
        try {
          await handlers[job.kind]!.run(job);
        } catch (error) {
          failure = error ?? new Error('job failed');
        }
        await finish(job, failure);
      }
      count += claimed.length;
      if (claimed.length < batchSize) return count;
    }
  }

  function schedule(delay: number) {
    if (stopped || pollMs === 0) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delay);
  }

  async function tick() {
    if (running) {
      lookAgain = true;
      return;
    }
    running = runDue();
    try {
      await running;
    } catch (error) {
      log.error({ err: error }, 'job runner could not look for due jobs');
    } finally {
      running = undefined;
      schedule(lookAgain ? 0 : pollMs);
      lookAgain = false;
    }
  }

  return {
    runDue,
    /** Plans the recurring jobs, then looks for due jobs every `pollMs`. */
    async start() {
      await planRecurring();
      stopped = false;
      schedule(0);
    },
    /** Looks for due jobs now, without waiting for the next poll (a job queued to run at once). */
    wake() {
      schedule(0);
    },
    /** Stops polling and waits for the jobs being run. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;
