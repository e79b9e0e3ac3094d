/**
 * A stand-in for a route module (`vi.mock('…/routes/x.tsx', () => stubScreen('X'))`), so tests of
 * the shell and guards do not depend on what each feature's screen fetches.
 */
export function stubScreen(title: string) {
  return { Component: () => <h1>{title}</h1> };
}
