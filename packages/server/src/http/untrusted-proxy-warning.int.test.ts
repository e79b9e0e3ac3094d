import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../testing/test-app.ts';
import { UNTRUSTED_PROXY_WARNING } from './untrusted-proxy-warning.ts';

/** A test app whose log lines are kept. */
function loggedApp(environment: NodeJS.ProcessEnv) {
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  return { app: useTestApp({ logStream, environment }), lines };
}

const direct = loggedApp({});
const trusting = loggedApp({ TRUST_PROXY: '10.0.0.2' });

const health = (app: TestApp, headers: Record<string, string> = {}) =>
  app.api({ method: 'GET', url: '/health', remoteAddress: '10.0.0.2', headers });
const warnings = (lines: string[]) => lines.filter((line) => line.includes(UNTRUSTED_PROXY_WARNING));

describe('requests through a proxy TRUST_PROXY does not name', () => {
  it("are warned of once, at the first, without the header's value", async () => {
    await health(direct.app);
    expect(warnings(direct.lines)).toHaveLength(0);
    await health(direct.app, { 'x-forwarded-for': '203.0.113.50' });
    await health(direct.app, { 'x-forwarded-for': '203.0.113.51' });
    await expect.poll(() => warnings(direct.lines)).toHaveLength(1);
    expect(JSON.parse(warnings(direct.lines)[0]!)).toMatchObject({ level: 40 });
    expect(direct.lines.join('\n')).not.toContain('203.0.113.5');
  });

  it('are not warned of when TRUST_PROXY is set', async () => {
    await health(trusting.app, { 'x-forwarded-for': '203.0.113.52' });
    await health(trusting.app, { 'x-forwarded-for': '203.0.113.53' });
    expect(warnings(trusting.lines)).toHaveLength(0);
  });
});
