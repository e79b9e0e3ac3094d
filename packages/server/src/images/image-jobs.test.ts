import { describe, expect, it } from 'vitest';
import { createImageJobs } from './image-jobs.ts';

/** A job that runs until `finish()`; `started` tells whether the queue let it start. */
function heldJob() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const job = { started: false, finish, run: () => ((job.started = true), done) };
  return job;
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the image job queue', () => {
  it('runs two jobs at a time; the others wait their turn, first come first served', async () => {
    const runImageJob = createImageJobs({ jobs: 2, megapixels: 50 });
    const jobs = [heldJob(), heldJob(), heldJob(), heldJob()];
    const finished = jobs.map((job) => runImageJob(12, job.run));
    await turn();
    expect(jobs.map((job) => job.started)).toEqual([true, true, false, false]);
    jobs[1]!.finish();
    await turn();
    expect(jobs.map((job) => job.started)).toEqual([true, true, true, false]);
    jobs[0]!.finish();
    jobs[2]!.finish();
    await turn();
    expect(jobs[3]!.started).toBe(true);
    jobs[3]!.finish();
    await Promise.all(finished);
  });

  it('runs a photo that takes the whole pixel budget alone', async () => {
    const runImageJob = createImageJobs({ jobs: 2, megapixels: 50 });
    const [small, large, after] = [heldJob(), heldJob(), heldJob()];
    const finished = [runImageJob(12, small.run), runImageJob(48, large.run), runImageJob(12, after.run)];
    await turn();
    expect([small.started, large.started, after.started]).toEqual([true, false, false]);
    small.finish();
    await turn();
    expect([large.started, after.started]).toEqual([true, false]);
    large.finish();
    await turn();
    expect(after.started).toBe(true);
    after.finish();
    await Promise.all(finished);
  });

  it('gives the next job its turn when one fails', async () => {
    const runImageJob = createImageJobs({ jobs: 1, megapixels: 50 });
    const failing = runImageJob(1, () => Promise.reject(new Error('unreadable')));
    await expect(failing).rejects.toThrow('unreadable');
    await expect(runImageJob(1, async () => 'next')).resolves.toBe('next');
  });
});
