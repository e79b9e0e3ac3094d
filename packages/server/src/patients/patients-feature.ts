import type { Database } from '../db/client.ts';
import { loadArchiveKey } from '../archive/archive-key.ts';
import { createArchiveService } from '../archive/archive.service.ts';
import { createDownloadLinks } from './download-links.ts';
import { createPatientsService } from './patients.service.ts';
import { createPatientHistoryService } from './patient-history.service.ts';
import { createTotalsCache } from './totals-cache.ts';
import type { PatientsRoutesOptions } from './patients.routes.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { Clock } from '../clock.ts';

export interface PatientsFeatureDependencies {
  db: Database;
  dataDir: string;
  archiveKey: string | undefined;
  storage: FileStorage;
  clock: Clock;
}

/** The patients services over the portal's file storage. */
export function createPatientsFeature({
  db,
  dataDir,
  archiveKey,
  storage,
  clock,
}: PatientsFeatureDependencies): PatientsRoutesOptions & { storage: FileStorage } {
  const key = loadArchiveKey(archiveKey, dataDir);
  const totalsCache = createTotalsCache(clock);
  return {
    storage,
    patients: createPatientsService({
      db,
      storage,
      downloadLinks: createDownloadLinks(key, clock),
      totalsCache,
      clock,
    }),
    history: createPatientHistoryService({ db }),
    archive: createArchiveService({ db, storage, key, clock, onPatientsChanged: totalsCache.invalidate }),
  };
}
