import { buildApp } from './app.ts';
import { ensureFirstAdmin } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { describeStartupError } from './startup-error.ts';

/** Start-up problems (bad configuration, a data directory in use) end the process with their message only. */
async function openOrExit() {
  try {
    const config = loadConfig();
    const database = await openDatabase(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
    );
    return { config, database };
  } catch (error) {
    process.stderr.write(`Cannot start the portal: ${describeStartupError(error)}\n`);
    process.exit(1);
  }
}

const { config, database } = await openOrExit();
const app = await buildApp({ config, database });
await ensureFirstAdmin(database.db, config, app.log);

let closing = false;
async function shutDown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  // Fastify stops accepting, waits for requests in flight, then the database closes.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Clinic portal at ${config.publicUrl} (database: ${database.driver})`);
