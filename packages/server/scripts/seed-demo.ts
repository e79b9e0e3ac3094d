/**
 * Fills an empty portal with demo data (see src/demo/demo-data.ts).
 * Uses DATABASE_URL when set, otherwise the PGlite data directory (DATA_DIR, ./data); the data-dir
 * lock makes it refuse while a server has that directory open.
 */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/demo/demo-data.ts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  const added = await seedDemoData(database.db);
  if (added) console.log(`Demo data: ${added.patients} patients, ${added.procedures} procedures with payments.`);
  else {
    console.error('The portal already has patients; demo data goes only into an empty portal.');
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
