/**
 * Walks every serial chain of invoices and credit memos and names the first document whose
 * content or link does not match its hash (decision 043). Exits with 1 when one is found.
 * Uses DATABASE_URL when set, otherwise the PGlite data directory (DATA_DIR, ./data).
 */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { checkChains } from '../src/billing/document-chain.ts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  const result = await checkChains(database.db);
  if (result.ok) console.log(`All ${result.checked} issued documents match their chain.`);
  else {
    console.error(`${result.first_bad} does not match its chain: it or a document before it was changed after issue.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
