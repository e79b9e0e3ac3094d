import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const APP_PAGE = '<!doctype html><title>Clinic Portal</title>';
const SCRIPT = `console.log(${JSON.stringify('the first screen '.repeat(200))})`;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), APP_PAGE);
  fs.writeFileSync(path.join(webDist, 'index.html.gz'), zlib.gzipSync(APP_PAGE));
  fs.writeFileSync(path.join(webDist, 'assets', 'index-old.js'), 'console.log("old build")');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-3f2a.js'), SCRIPT);
  fs.writeFileSync(path.join(webDist, 'assets', 'app-3f2a.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-3f2a.js.gz'), zlib.gzipSync(SCRIPT));
  t = await createTestApp({ webDistDir: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

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

describe('delivery of the web app', () => {
  it('sends the brotli copy of a script to a browser that accepts it, else gzip, else the file itself', async () => {
    const brotli = await get('/assets/app-3f2a.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    expect(Number(brotli.headers['content-length'])).toBeLessThan(SCRIPT.length / 10);

    const gzip = await get('/assets/app-3f2a.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-3f2a.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets for a year and revalidate the app page with its ETag', async () => {
    const script = await get('/assets/app-3f2a.js', { 'accept-encoding': 'br' });
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of ['/', '/index.html', '/login']) {
      const page = await get(url, { 'accept-encoding': 'gzip' });
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers.etag, url).toBeTruthy();
      const again = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': String(page.headers.etag) });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('answers HEAD like GET, without a body, on page routes and static files', async () => {
    for (const url of ['/login', '/patients/12', '/', '/assets/app-3f2a.js']) {
      const head = await t.app.inject({ method: 'HEAD', url });
      const got = await get(url);
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(got.headers['content-type']);
      expect(head.body, url).toBe('');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/assets/index-gone.js' })).statusCode).toBe(404);
  });
});

describe('compression of API answers', () => {
  it('compresses JSON above 1 KB for clients that accept it, and leaves small answers alone', async () => {
    const admin = await t.signIn('ADMIN');
    for (let i = 0; i < 6; i += 1) await t.signIn('DOCTOR', { fullName: `Doctor Number ${i} Santos` });
    const list = await t.api({
      method: 'GET',
      url: '/users',
      token: admin.token,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(list.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.gunzipSync(list.rawPayload).toString())).toEqual(expect.anything());

    const health = await t.api({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual(expect.objectContaining({ status: expect.any(String) }));
  });
});
