import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Clinic Portal</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'index-old.js'), 'console.log("old build")');
  t = await createTestApp({ webDistDir: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the built web app', () => {
  it('answers client routes with the app page', async () => {
    for (const url of ['/', '/patients/12?tab=procedures', '/procedures/dashboard']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>Clinic Portal</title>');
    }
  });

  it('serves the scripts of a build made after the server started', async () => {
    fs.writeFileSync(path.join(webDist, 'assets', 'index-new.js'), 'console.log("new build")');
    const response = await get('/assets/index-new.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('answers a missing file and an unknown API path with 404, not the app page', async () => {
    const script = await get('/assets/index-gone.js');
    expect(script.statusCode).toBe(404);
    expect(script.headers['content-type']).not.toMatch(/^text\/html/);
    const api = await get('/api/v1/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not Found' });
  });
});
