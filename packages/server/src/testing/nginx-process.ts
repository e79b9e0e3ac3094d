import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { until } from './until.ts';

const NGINX = '/usr/sbin/nginx';

export interface Nginx {
  stop(): Promise<void>;
}

/**
 * The main file of Debian's nginx.conf reduced to what a site needs, with every file nginx writes
 * (pid, temporary bodies, logs) under `workDir`, and the site file included in its http block.
 */
function mainConfig(workDir: string, siteFile: string): string {
  const temporary = (kind: string) => `${kind}_temp_path ${path.join(workDir, `${kind}-temp`)};`;
  return [
    `pid ${path.join(workDir, 'nginx.pid')};`,
    `error_log ${path.join(workDir, 'error.log')} warn;`,
    'events {}',
    'http {',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temporary),
    `  include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}

/** Writes the main file for `siteConfig` and returns what `nginx -t` says of it; throws when it fails. */
export function checkNginxConfig(workDir: string, siteConfig: string): string {
  const siteFile = path.join(workDir, 'site.conf');
  fs.writeFileSync(siteFile, siteConfig);
  fs.writeFileSync(path.join(workDir, 'nginx.conf'), mainConfig(workDir, siteFile));
  const check = spawnSync(NGINX, ['-t', '-p', `${workDir}/`, '-c', path.join(workDir, 'nginx.conf')], {
    encoding: 'utf8',
  });
  // nginx -t reports on stderr, success included.
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  return check.stderr;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const answer = (accepted: boolean) => {
      socket.destroy();
      resolve(accepted);
    };
    socket.once('connect', () => answer(true)).once('error', () => answer(false));
  });
}

/** Runs Debian's nginx in the foreground on the files `checkNginxConfig` wrote, until `port` accepts. */
export async function startNginx(workDir: string, port: number): Promise<Nginx> {
  const child = spawn(NGINX, ['-p', `${workDir}/`, '-c', path.join(workDir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await until(
    'nginx to accept connections',
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx did not start: ${errors}`);
      return accepts(port);
    },
    { seconds: 10, everyMs: 50 },
  );
  return {
    async stop() {
      // QUIT: nginx finishes its requests and writes their log lines first.
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
