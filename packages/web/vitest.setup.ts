import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { StyleSheet } from '@emotion/sheet';
import { forgetSessionDeadline } from './src/lib/session-deadline.ts';

// Component tests assert roles, names and text, never looks. Without this, every MUI style rule is
// put in the page, and jsdom matches each rule against each element whenever a role query asks
// whether an element is hidden: most of these tests' time. What CSS hides is the browser tests' job.
StyleSheet.prototype.insert = () => {};

// These tests render the whole app with its lazily loaded screens; the first test of a file also
// pays for loading MUI, which alone can pass Vitest's 5 s default on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
// Likewise `findBy…` waits for a lazy screen to load: more than 1 s when files run in parallel, and
// past 5 s for the first screen of a file while the integration tests and the linter share the cores.
configure({ asyncUtilTimeout: 15_000 });

let consoleErrors: string[] = [];

// A console.error in a component test is a bug (a React warning, an unhandled failure): the test
// fails on it. Collected rather than thrown, so React's own error reporting is not disturbed.
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // The session's deadline is module state, and the files of a worker share their modules.
  forgetSessionDeadline();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (consoleErrors.length > 0) throw new Error(`console.error was called:\n${consoleErrors.join('\n')}`);
});
