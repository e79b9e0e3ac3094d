import { describe, expect, it } from 'vitest';
import { API_RESPONSES } from '@clinic/contracts';
import { API_PREFIX } from '../app.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url.slice(API_PREFIX.length)}`;

describe("the contracts' table of success answers", () => {
  it('names, for every route that answers JSON, the very schema the route answers with', () => {
    const answering = t.app.apiRoutes.filter((route) => route.reply !== undefined);
    expect(answering.length).toBeGreaterThan(100);
    const wrong = answering.filter((route) => API_RESPONSES[keyOf(route)] !== route.reply).map(keyOf);
    expect(wrong).toEqual([]);
  });

  it('has no entry for a route that does not exist or answers a file', () => {
    const answering = new Set(t.app.apiRoutes.filter((route) => route.reply !== undefined).map(keyOf));
    expect(Object.keys(API_RESPONSES).filter((key) => !answering.has(key))).toEqual([]);
  });
});
