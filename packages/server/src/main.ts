import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ensureFirstAdmin } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { prepareDataDir } from './data-dir/prepare-data-dir.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { describeStartupError } from './startup-error.ts';

/**
 * A stop signal ends the process within this long, whatever is still running (a client that never
 * finishes its upload, mail to an unreachable server): a supervisor restarting the portal waits
 * for it, and the data directory stays locked while the process lives.
 */
const SHUTDOWN_DEADLINE_MS = 10_000;

let database: DatabaseHandle | undefined;
let app: FastifyInstance | undefined;
let stopping = false;

/** Opens the database (migrating it), builds the app and listens, unless a stop signal came first. */
async function start(): Promise<void> {
  const config = loadConfig();
  prepareDataDir(config);
  database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  if (stopping) return;
  app = await buildApp({ config, database });
  await ensureFirstAdmin(database.db, config, app.log);
  if (stopping) return;
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Clinic portal at ${config.publicUrl} (database: ${database.driver})`);
}

// Start-up problems (bad configuration, a data directory in use or open to others) end the process with their message only.
const started = start().catch(async (error: unknown) => {
  process.stderr.write(`Cannot start the portal: ${describeStartupError(error)}\n`);
  await database?.close().catch(() => {});
  process.exit(1);
});

/**
 * Lets the start-up step under way finish (a migration is never cut in half), stops accepting,
 * lets requests in flight finish, closes the database and exits. Past the deadline the process
 * exits anyway; the data-directory lock is released on every exit.
 */
async function shutDown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    process.stderr.write(`Stopped with work unfinished ${SHUTDOWN_DEADLINE_MS / 1000} s after ${signal}.\n`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  try {
    await started;
    app?.log.info({ signal }, 'shutting down: finishing requests in flight');
    await app?.close();
    await database?.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));
