import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { createJobRunner, enqueueJob, JobFailure, type JobHandler } from './job-runner.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let now = new Date('2026-11-23T02:00:00Z');
const clock = () => now;
const log = { error: () => undefined };

function runnerWith(kind: string, handler: JobHandler, leaseMs?: number) {
  return createJobRunner({ db: database.db, clock, log, pollMs: 0, handlers: { [kind]: handler }, leaseMs });
}

const statusOf = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('the job runner', () => {
  it('runs a job when it is due, not before, and once', async () => {
    const ran: number[] = [];
    const runner = runnerWith('count', { run: async (job) => void ran.push(job.id) });
    const job = await enqueueJob(database.db, { kind: 'count', payload: {}, runAt: new Date(now.getTime() + 60_000) });
    expect(await runner.runDue()).toBe(0);
    now = new Date(now.getTime() + 60_000);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(ran).toEqual([job.id]);
    expect((await statusOf(job.id)).status).toBe('done');
  });

  it('runs a job again when the runner that claimed it died and its lease ran out', async () => {
    let calls = 0;
    const dying = runnerWith('lease', {
      run: () => {
        calls += 1;
        // Never finishes: the process running it went away.
        return new Promise<void>(() => undefined);
      },
    });
    const job = await enqueueJob(database.db, { kind: 'lease', payload: {}, runAt: now });
    void dying.runDue();
    await expect.poll(async () => (await statusOf(job.id)).status).toBe('running');
    const healthy = runnerWith('lease', { run: async () => undefined });
    expect(await healthy.runDue()).toBe(0);
    now = new Date(now.getTime() + 5 * 60_000);
    expect(await healthy.runDue()).toBe(1);
    expect((await statusOf(job.id)).status).toBe('done');
    expect(calls).toBe(1);
  });

  it('keeps the message of a JobFailure, and only a generic one of anything else', async () => {
    const failing = runnerWith('fail', {
      run: async (job) => {
        throw (job.payload as { ours: boolean }).ours ? new JobFailure('Gateway down') : new Error('ana@example.com');
      },
    });
    const ours = await enqueueJob(database.db, { kind: 'fail', payload: { ours: true }, runAt: now });
    const other = await enqueueJob(database.db, { kind: 'fail', payload: { ours: false }, runAt: now });
    await failing.runDue();
    expect(await statusOf(ours.id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Gateway down' });
    expect(await statusOf(other.id)).toMatchObject({ status: 'pending', lastError: 'Unexpected error' });
    expect((await statusOf(ours.id)).runAt).toEqual(new Date(now.getTime() + 60_000));
  });

  it('plans a recurring job once, runs it each period, and after its last failed attempt plans the next period', async () => {
    const hour = 60 * 60_000;
    const start = now;
    let failing = false;
    const sweep: JobHandler = {
      everyMs: hour,
      run: async () => {
        if (failing) throw new JobFailure('Storage unreachable');
      },
    };
    const runner = createJobRunner({
      db: database.db,
      clock,
      log,
      pollMs: 0,
      handlers: { hourly: sweep },
      maxAttempts: 2,
    });
    await runner.start();
    await runner.start();
    const planned = await database.db.select().from(jobs).where(eq(jobs.kind, 'hourly'));
    expect(planned).toMatchObject([{ status: 'pending', runAt: new Date(start.getTime() + hour) }]);
    const id = planned[0]!.id;

    now = new Date(start.getTime() + hour);
    expect(await runner.runDue()).toBe(1);
    expect(await statusOf(id)).toMatchObject({ status: 'pending', attempts: 0, runAt: new Date(now.getTime() + hour) });

    failing = true;
    now = new Date(start.getTime() + 2 * hour);
    await runner.runDue();
    expect(await statusOf(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Storage unreachable' });
    now = new Date(now.getTime() + 60_000);
    await runner.runDue();
    expect(await statusOf(id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      lastError: 'Storage unreachable',
      runAt: new Date(now.getTime() + hour),
    });
    await runner.stop();
  });
});
