export interface WaitOptions {
  /** How long the condition may take before the test fails, naming what it waited for. */
  seconds?: number;
  /** The pause between checks, leaving the work awaited room to go on. */
  everyMs?: number;
}

/**
 * Checks `condition` until it answers a value (anything but undefined or false), and answers that
 * value; fails once `seconds` have passed. Tests wait on what they need, never for a fixed time.
 */
export async function until<T>(
  what: string,
  condition: () => T | undefined | false | Promise<T | undefined | false>,
  { seconds = 20, everyMs = 20 }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await condition();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`waited ${seconds} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
