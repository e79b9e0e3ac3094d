/** How many image jobs may run at once, and how many megapixels they may decode together. */
export interface ImageJobLimits {
  jobs: number;
  megapixels: number;
}

/**
 * A queue for image jobs, first come first served: a job starts when fewer than `jobs` run and its
 * megapixels fit beside theirs (a job alone always starts). Decoding holds memory in proportion to
 * the pixels, so these two numbers bound what all uploads at once can take.
 */
export function createImageJobs({ jobs, megapixels }: ImageJobLimits) {
  let running = 0;
  let megapixelsRunning = 0;
  const waiting: { megapixels: number; start: () => void }[] = [];

  function startWhatFits(): void {
    for (let next = waiting[0]; next; next = waiting[0]) {
      const fits = running === 0 || (running < jobs && megapixelsRunning + next.megapixels <= megapixels);
      if (!fits) return;
      waiting.shift();
      running += 1;
      megapixelsRunning += next.megapixels;
      next.start();
    }
  }

  return async function runImageJob<Result>(jobMegapixels: number, job: () => Promise<Result>): Promise<Result> {
    await new Promise<void>((start) => {
      waiting.push({ megapixels: jobMegapixels, start });
      startWhatFits();
    });
    try {
      return await job();
    } finally {
      running -= 1;
      megapixelsRunning -= jobMegapixels;
      startWhatFits();
    }
  };
}

export type RunImageJob = ReturnType<typeof createImageJobs>;
