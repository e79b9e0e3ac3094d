import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { onServer, withDatabase } from '../testing/database-template.ts';
import { checkNginxConfig, startNginx, type Nginx } from '../testing/nginx-process.ts';
import { freePort, startServer, type ServerProcess } from '../testing/server-process.ts';

/** The files `docs/deploy.md` has a clinic install, as the guide quotes them. */
const REPOSITORY = path.resolve(import.meta.dirname, '../../../..');
const DEPLOY_FILES = path.join(REPOSITORY, 'docs/deploy');
const deployFile = (name: string) => fs.readFileSync(path.join(DEPLOY_FILES, name), 'utf8');
const SITE = 'portal.sunrise-clinic.ph';

/** `text` with `from` replaced; fails when the file no longer says `from`, so no adaptation is silently lost. */
function adapt(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`the file no longer holds ${from}`);
  return text.replaceAll(from, to);
}

const codeBlocks = (markdown: string) =>
  [...markdown.matchAll(/^```[a-z]*\n([\s\S]*?)^```$/gm)].map((block) => block[1]);

describe('the deploy guide', () => {
  it('quotes each file it installs whole', () => {
    const blocks = codeBlocks(fs.readFileSync(path.join(REPOSITORY, 'docs/deploy.md'), 'utf8'));
    for (const name of fs.readdirSync(DEPLOY_FILES)) expect(blocks, name).toContain(deployFile(name));
  });

  it('gives a systemd unit and a PostgreSQL drop-in that systemd-analyze verifies without a complaint', () => {
    const unitDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-unit-'));
    const unit = path.join(unitDir, 'clinic-portal.service');
    // Only a path adapted: node where this machine keeps it.
    fs.writeFileSync(unit, adapt(deployFile('clinic-portal.service'), '/usr/bin/node ', `${process.execPath} `));
    fs.mkdirSync(`${unit}.d`);
    fs.writeFileSync(path.join(`${unit}.d`, 'postgresql.conf'), deployFile('clinic-portal-postgresql.conf'));
    const verified = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' });
    fs.rmSync(unitDir, { recursive: true, force: true });
    expect(verified.stdout + verified.stderr).toBe('');
    expect(verified.status).toBe(0);
  });

  it('runs node on the bundle `npm run build` makes, with every setting in the environment file', () => {
    const unit = deployFile('clinic-portal.service');
    const [, bundle] = /^ExecStart=\/usr\/bin\/node (\S+)$/m.exec(unit) ?? [];
    expect(bundle).toBe('packages/server/dist/main.js');
    expect(fs.existsSync(path.join(REPOSITORY, bundle!))).toBe(true);
    expect(unit).not.toMatch(/^Environment=/m);
  });

  it('keeps settings in an environment file the portal reads as written', () => {
    const config = loadConfig(parseEnv(deployFile('clinic-portal.env')));
    expect(config.clinicName).toBe('Sunrise Aesthetic Clinic');
    expect(config.dataDir).toBe('/srv/clinic-data');
    expect(config.publicUrl).toBe('http://192.168.1.20:8080');
  });

  it("gives a Caddyfile for the clinic's own network that caddy validates", () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-caddy-'));
    const caddyfile = path.join(home, 'Caddyfile');
    fs.writeFileSync(caddyfile, deployFile('Caddyfile'));
    // Caddy's own certificate authority is made under HOME, not in the machine's Caddy folders.
    const validated = spawnSync('caddy', ['validate', '--adapter', 'caddyfile', '--config', caddyfile], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home },
    });
    fs.rmSync(home, { recursive: true, force: true });
    expect(validated.stdout + validated.stderr).toContain('Valid configuration');
    expect(validated.status).toBe(0);
  });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe("nginx in front of the portal, with the guide's site file", () => {
  let workDir: string;
  let dropDatabase: () => Promise<void>;
  let portal: ServerProcess;
  let nginx: Nginx;
  let nginxCheck: string;
  let certificate: Buffer;
  let httpPort: number;
  let httpsPort: number;

  /** A request to nginx by the site's name; over HTTPS it trusts the test's certificate only. */
  function send(
    scheme: 'http' | 'https',
    urlPath: string,
    options: { method?: string; headers?: http.OutgoingHttpHeaders } = {},
  ): Promise<Answer> {
    const client = scheme === 'https' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(
        {
          host: '127.0.0.1',
          port: scheme === 'https' ? httpsPort : httpPort,
          path: urlPath,
          method: options.method ?? 'GET',
          headers: { host: SITE, ...options.headers },
          ca: certificate,
          servername: SITE,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            resolve({
              status: answer.statusCode ?? 0,
              headers: answer.headers,
              body: Buffer.concat(chunks).toString(),
            });
            request.destroy();
          });
        },
      );
      request.on('error', reject);
      // A declared body is never sent: nginx and the portal answer on its size alone.
      request.flushHeaders();
    });
  }

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-nginx-'));
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `clinic_nginx_${crypto.randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    dropDatabase = () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    // As the guide's "Behind an HTTPS reverse proxy" sets it.
    portal = await startServer({
      DATABASE_URL: withDatabase(serverUrl, name),
      DATA_DIR: path.join(workDir, 'data'),
      TRUST_PROXY: 'loopback',
      PUBLIC_URL: `https://${SITE}`,
    });
    const [key, chain] = [path.join(workDir, 'privkey.pem'), path.join(workDir, 'fullchain.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
        '-subj',
        `/CN=${SITE}`,
        '-addext',
        `subjectAltName=DNS:${SITE}`,
        '-keyout',
        key,
        '-out',
        chain,
      ]),
      { stdio: 'ignore' },
    );
    certificate = fs.readFileSync(chain);
    [httpPort, httpsPort] = [await freePort(), await freePort()];
    // Only paths and ports adapted: certificate and log in the test's folder, ports free here.
    let site = deployFile('nginx-clinic-portal.conf');
    site = adapt(site, '/etc/ssl/clinic-portal/', `${workDir}/`);
    site = adapt(site, '/var/log/nginx/', `${workDir}/`);
    site = adapt(site, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
    site = adapt(site, 'listen 443 ssl;', `listen 127.0.0.1:${httpsPort} ssl;`);
    site = adapt(site, 'http://127.0.0.1:8080;', `${portal.baseUrl};`);
    nginxCheck = checkNginxConfig(workDir, site);
    nginx = await startNginx(workDir, httpsPort);
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    portal?.child.kill('SIGKILL');
    await portal?.exited;
    await dropDatabase?.();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('passes nginx -t', () => {
    expect(nginxCheck).toContain('test is successful');
  });

  it('answers the health check and a page over HTTPS, with HSTS', async () => {
    const health = await send('https', '/api/v1/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok', database: 'postgres' });
    expect(health.headers['strict-transport-security']).toContain('max-age=');

    const page = await send('https', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Swagger UI</title>');
  });

  it('sends plain HTTP to the same address over HTTPS', async () => {
    const answer = await send('http', '/patients?page=2');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://${SITE}/patients?page=2`);
  });

  it('lets a form with ten attachments through to the portal and refuses more than it takes', async () => {
    const upload = (megabytes: number) =>
      send('https', '/api/v1/patients/', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': megabytes * 1024 * 1024 },
      });
    const tenAttachmentsAndForm = await upload(55);
    // The portal's own answer (no session), not nginx's.
    expect(tenAttachmentsAndForm.status).toBe(401);
    expect(JSON.parse(tenAttachmentsAndForm.body)).toHaveProperty('detail');
    expect((await upload(61)).status).toBe(413);
  });

  it('keeps download tokens and search terms out of its access log', async () => {
    const secret = crypto.randomBytes(16).toString('hex');
    const routes = [
      'files',
      'photo-files/thumbnail',
      'backup-files',
      'consent-files',
      'invoice-files/a4',
      'credit-memo-files/receipt',
      'appointment-answers',
    ];
    for (const route of routes) await send('https', `/api/v1/${route}/${secret}`);
    await send('https', `/a/${secret}`);
    await send('https', `/api/v1/patients/?search=${secret}`);

    const logFile = path.join(workDir, 'clinic-portal.access.log');
    const logged = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '');
    for (const route of routes) await expect.poll(logged).toContain(`"GET /api/v1/${route}/:token"`);
    await expect.poll(logged).toContain('"GET /a/:token"');
    await expect.poll(logged).toContain('"GET /api/v1/patients/"');
    expect(logged()).not.toContain(secret);
  });
});
