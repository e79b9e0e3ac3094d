import path from 'node:path';
import type { Database } from '../db/client.ts';
import { loadArchiveKey } from '../archive/archive-key.ts';
import { createArchiveService } from '../archive/archive.service.ts';
import { createLocalFileStorage } from '../storage/file-storage.ts';
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
  clock: Clock;
}

/** The patients services over local file storage under DATA_DIR/files. */
export function createPatientsFeature({
  db,
  dataDir,
  archiveKey,
  clock,
}: PatientsFeatureDependencies): PatientsRoutesOptions & { storage: FileStorage; key: Buffer } {
  const storage = createLocalFileStorage(path.join(dataDir, 'files'));
  const key = loadArchiveKey(archiveKey, dataDir);
  const totalsCache = createTotalsCache(clock);
  return {
    storage,
    key,
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
