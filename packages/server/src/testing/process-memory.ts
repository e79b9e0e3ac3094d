import fs from 'node:fs';

export const MEGABYTE = 1024 * 1024;

/** A process: this one, or another by its id. */
type ProcessId = number | 'self';

/** A field of the process's /proc status, in bytes. */
function statusBytes(pid: ProcessId, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]) * 1024;
}

/**
 * The process's resident memory before `work` and at its peak during it, by the kernel's own
 * accounting (the high-water mark, reset first), so no short peak is missed between samples.
 * Integration tests run the app in their own process (`app.inject`), one file at a time; a server
 * process is measured by its id.
 */
export async function residentMemoryDuring<Result>(
  work: () => Promise<Result>,
  pid: ProcessId = 'self',
): Promise<{ result: Result; before: number; peak: number }> {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = statusBytes(pid, 'VmRSS');
  const result = await work();
  return { result, before, peak: statusBytes(pid, 'VmHWM') };
}
